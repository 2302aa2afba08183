import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/*
 * A read-only value (a URL, a key) in a monospace box as wide as its row: a long value wraps inside the box,
 * which grows to show all of it, so the reader sees exactly what Copy copies and nothing sticks out of its card.
 * `field-sizing: content` sizes the height only, since the width is set; a browser without it keeps one line that
 * scrolls inside the box. Focus selects the whole value.
 */
export function ReadOnlyValue({
  className,
  ...props
}: Omit<ComponentProps<'textarea'>, 'readOnly' | 'rows'>) {
  return (
    <textarea
      readOnly
      rows={1}
      onFocus={(event) => event.currentTarget.select()}
      className={cn(
        'min-h-9 w-0 min-w-0 flex-1 resize-none rounded-md border border-border bg-code-bg px-3 py-[7px] font-mono text-sm leading-5 [overflow-wrap:anywhere] [field-sizing:content] text-foreground placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
      {...props}
    />
  );
}
