import type { BreadcrumbItem } from 'fumadocs-core/breadcrumb';
import { withTrailingSlash } from '@/lib/trailing-slash';

export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="mb-3 text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={index} className="flex items-center gap-1">
            {index > 0 ? <span aria-hidden>/</span> : null}
            {item.url ? (
              <a href={withTrailingSlash(item.url)} className="hover:text-foreground">
                {item.name}
              </a>
            ) : (
              <span>{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
