'use client';

import { usePathname } from 'next/navigation';
import { areaCurrent, SITE_AREAS } from '@/lib/layout/site-areas';

/** The header's area links; the area the reader is in carries `aria-current` and a visible mark. */
export function PrimaryNav() {
  const pathname = usePathname() ?? '/';
  return (
    <nav aria-label="Primary" className="flex items-center gap-1">
      {SITE_AREAS.map((area) => (
        <a
          key={area.href}
          href={area.href}
          aria-current={areaCurrent(pathname, area)}
          className="rounded-md px-2 py-1.5 text-sm text-muted-foreground hover:bg-muted hover:text-foreground aria-[current]:bg-muted aria-[current]:font-medium aria-[current]:text-foreground sm:px-3"
        >
          {area.label}
        </a>
      ))}
    </nav>
  );
}
