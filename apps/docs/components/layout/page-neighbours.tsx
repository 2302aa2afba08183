import type { Item } from 'fumadocs-core/page-tree';
import { cn } from '@/lib/cn';
import { withTrailingSlash } from '@/lib/layout/trailing-slash';

function NeighbourLink({ page, rel, label }: { page: Item; rel: 'prev' | 'next'; label: string }) {
  return (
    <a
      href={withTrailingSlash(page.url)}
      rel={rel}
      className={cn('rounded-lg border border-border p-4 hover:bg-muted', rel === 'next' && 'text-right')}
    >
      <span className="block text-xs text-muted-foreground">{label}</span>
      <span className="font-medium">{page.name}</span>
    </a>
  );
}

export function PageNeighbours({ previous, next }: { previous?: Item; next?: Item }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Previous and next pages" className="mt-12 grid gap-3 sm:grid-cols-2">
      {/* An empty cell keeps "Next" in the right column when there is no previous page. */}
      {previous ? <NeighbourLink page={previous} rel="prev" label="Previous" /> : <span />}
      {next ? <NeighbourLink page={next} rel="next" label="Next" /> : null}
    </nav>
  );
}
