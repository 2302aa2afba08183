'use client';

import { ChevronDownIcon } from 'lucide-react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import type * as React from 'react';
import { useId } from 'react';
import { cn } from '@/lib/cn';

export type AccordionProps = {
  /** "single" keeps at most one item open (and lets it close again); "multiple" lets any number stay open. */
  type?: 'single' | 'multiple';
  /** Ids of the items open at first. */
  defaultValue?: string | string[];
  className?: string;
  children: React.ReactNode;
};

export function Accordion({ type = 'single', defaultValue, className, children }: AccordionProps) {
  const initial = defaultValue === undefined ? [] : [defaultValue].flat();
  const shared = { 'data-slot': 'accordion', className: cn('w-full', className), children };
  return type === 'multiple' ? (
    <AccordionPrimitive.Root type="multiple" defaultValue={initial} {...shared} />
  ) : (
    <AccordionPrimitive.Root type="single" collapsible defaultValue={initial[0]} {...shared} />
  );
}

export type AccordionItemProps = {
  /** The always-visible heading that opens and closes the item. */
  header: React.ReactNode;
  /** Stable id: the item's value (for `defaultValue`) and its DOM id, so a page can link to it. */
  id?: string;
  className?: string;
  children: React.ReactNode;
};

export function AccordionItem({ header, id, className, children }: AccordionItemProps) {
  const generated = useId();
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      value={id ?? generated}
      id={id}
      className={cn('border-b border-border last:border-b-0', className)}
    >
      <AccordionPrimitive.Header className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className="flex flex-1 items-center justify-between gap-4 rounded-md py-4 text-left text-sm font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring [&[data-state=open]>svg]:rotate-180"
        >
          {header}
          <ChevronDownIcon
            aria-hidden="true"
            className="size-4 shrink-0 text-muted-foreground transition-transform duration-200"
          />
        </AccordionPrimitive.Trigger>
      </AccordionPrimitive.Header>
      <AccordionPrimitive.Content data-slot="accordion-content" className="pb-4 text-sm">
        {children}
      </AccordionPrimitive.Content>
    </AccordionPrimitive.Item>
  );
}
