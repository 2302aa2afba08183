import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';
import { ChevronDownIcon } from '../icons';

/*
 * Built on <details>/<summary>: the browser supplies the open/close behaviour, keyboard use (Enter and Space on
 * the focused header), the expanded state for assistive technology and find-in-page inside closed items, so
 * the accordion ships no JavaScript. "single" uses the shared `name` attribute, which lets the browser keep
 * at most one item of the group open.
 */

export type AccordionProps = {
  /** "single" keeps at most one item open (and lets it close again); "multiple" lets any number stay open. */
  type?: 'single' | 'multiple';
  /** Ids of the items open at first. */
  defaultValue?: string | string[];
  className?: string;
  children: ReactNode;
};

type ItemGroupProps = { group?: string; defaultOpen?: boolean };

export function Accordion({ type = 'single', defaultValue, className, children }: AccordionProps) {
  const name = `accordion-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const open = new Set(defaultValue === undefined ? [] : [defaultValue].flat());
  let opened = 0;
  return (
    <div data-slot="accordion" className={cn('w-full', className)}>
      {Children.map(children, (child) => {
        if (!isValidElement(child)) return child;
        const item = child as ReactElement<AccordionItemProps & ItemGroupProps>;
        // In a single-open group only the first listed default can start open.
        const wantsOpen = item.props.id !== undefined && open.has(item.props.id);
        const defaultOpen = wantsOpen && (type === 'multiple' || opened++ === 0);
        return cloneElement(item, { group: type === 'single' ? name : undefined, defaultOpen });
      })}
    </div>
  );
}

export type AccordionItemProps = {
  /** The always-visible heading that opens and closes the item. */
  header: ReactNode;
  /** Stable id: used by `defaultValue` and as the DOM id, so a page can link to the item. */
  id?: string;
  className?: string;
  children: ReactNode;
};

export function AccordionItem({
  header,
  id,
  className,
  children,
  group,
  defaultOpen,
}: AccordionItemProps & ItemGroupProps) {
  return (
    <details
      data-slot="accordion-item"
      id={id}
      name={group}
      open={defaultOpen || undefined}
      className={cn('group/item border-b border-border last:border-b-0', className)}
    >
      <summary
        data-slot="accordion-trigger"
        className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 text-left text-sm font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden"
      >
        {header}
        <ChevronDownIcon
          aria-hidden="true"
          className="size-4 shrink-0 text-muted-foreground transition-transform duration-200 group-open/item:rotate-180"
        />
      </summary>
      <div data-slot="accordion-content" className="pb-4 text-sm">
        {children}
      </div>
    </details>
  );
}
