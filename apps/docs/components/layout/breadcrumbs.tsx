import type { Crumb } from '@/lib/layout/breadcrumbs';
import { withTrailingSlash } from '@/lib/layout/trailing-slash';

/** The trail from the section root to the current page (the last crumb, marked as the current page). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="mb-3 text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={index} className="flex items-center gap-1">
              {index > 0 ? <span aria-hidden>/</span> : null}
              {last ? (
                <span aria-current="page" className="text-foreground">
                  {item.name}
                </span>
              ) : item.url ? (
                <a href={withTrailingSlash(item.url)} className="hover:text-foreground">
                  {item.name}
                </a>
              ) : (
                <span>{item.name}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
