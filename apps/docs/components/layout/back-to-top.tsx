import { ArrowUpIcon as ArrowUp } from '@/components/icons';

/**
 * A link to the top of the page (`#top` needs no element with that id), fixed in the corner once the reader
 * has scrolled a screen down; see `.back-to-top` in app/navigation.css.
 */
export function BackToTop() {
  return (
    <a
      href="#top"
      className="back-to-top inline-flex items-center gap-1.5 rounded-full border border-border bg-background px-3 py-2 text-sm font-medium text-foreground shadow-md hover:bg-muted"
    >
      <ArrowUp aria-hidden className="size-4" />
      <span className="max-sm:sr-only">Back to top</span>
    </a>
  );
}
