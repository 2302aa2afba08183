import type { Item } from 'fumadocs-core/page-tree';
import { withTrailingSlash } from '@/lib/layout/trailing-slash';

export function PageNeighbours({ previous, next }: { previous?: Item; next?: Item }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Previous and next pages" className="mt-12 grid gap-3 sm:grid-cols-2">
      {previous ? (
        <a
          href={withTrailingSlash(previous.url)}
          rel="prev"
          className="rounded-lg border border-border p-4 hover:bg-muted"
        >
          <span className="block text-xs text-muted-foreground">Previous</span>
          <span className="font-medium">{previous.name}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a
          href={withTrailingSlash(next.url)}
          rel="next"
          className="rounded-lg border border-border p-4 text-right hover:bg-muted"
        >
          <span className="block text-xs text-muted-foreground">Next</span>
          <span className="font-medium">{next.name}</span>
        </a>
      ) : null}
    </nav>
  );
}
