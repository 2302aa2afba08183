import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The box's look, shared with static stand-ins that must match it exactly. */
export const READ_ONLY_VALUE_CLASS =
  'min-h-9 w-0 min-w-0 flex-1 resize-none rounded-md border border-border bg-code-bg px-3 py-[7px] font-mono text-sm leading-5 [overflow-wrap:anywhere] text-foreground placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** Grow to show the whole value; the box sizes its height only, since its width is set. */
const GROWS = '[field-sizing:content]';

export type ReadOnlyValueProps = Omit<ComponentProps<'textarea'>, 'readOnly' | 'rows'> & {
  /**
   * A box of this many lines that scrolls inside, for a place whose height must not change (the API-settings
   * widget keeps one size in every state); without it, the box grows to show all of the value.
   */
  lines?: number;
};

/*
 * A read-only value (a URL, a key) in a monospace box as wide as its row: a long value wraps inside the box, so
 * nothing sticks out of its card, and the reader sees exactly what Copy copies (in a box of fixed lines, by
 * scrolling inside it). A browser without `field-sizing` keeps one line that scrolls. Focus selects the value.
 */
export function ReadOnlyValue({ className, lines, ...props }: ReadOnlyValueProps) {
  return (
    <textarea
      readOnly
      rows={lines ?? 1}
      onFocus={(event) => event.currentTarget.select()}
      className={cn(READ_ONLY_VALUE_CLASS, lines === undefined && GROWS, className)}
      {...props}
    />
  );
}
