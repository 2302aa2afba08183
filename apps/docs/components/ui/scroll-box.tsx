import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A box that scrolls sideways when its content is wider (tables, wide blocks), with a shadow at each edge
 * that hides more content (`.scroll-cue`). It is a labelled region in the tab order, so keyboard users can
 * focus it and scroll it with the arrow keys.
 */
export function ScrollBox({ label, className, ...props }: ComponentProps<'div'> & { label: string }) {
  return (
    // A <section> would add an entry to the page outline for every table; a div with the role it is.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div
      role="region"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={cn('scroll-cue overflow-x-auto', className)}
      {...props}
    />
  );
}
