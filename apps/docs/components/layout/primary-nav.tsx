'use client';

import { usePathname } from 'next/navigation';
import { areaCurrent, currentReference, SITE_AREAS } from '@/lib/layout/site-areas';

const LINK =
  'rounded-md px-2 py-1.5 text-sm text-muted-foreground hover:bg-muted hover:text-foreground aria-[current]:bg-muted aria-[current]:font-medium aria-[current]:text-foreground sm:px-3';

/**
 * The header's area links; the area the reader is in carries `aria-current` and a visible mark. In a reference,
 * the reference's own name follows "Reference" (`Reference / CLI`), so the reader sees which one they are in.
 */
export function PrimaryNav() {
  const pathname = usePathname() ?? '/';
  const reference = currentReference(pathname);
  return (
    <nav aria-label="Primary" className="flex min-w-0 items-center gap-1">
      {SITE_AREAS.map((area) => (
        <a key={area.href} href={area.href} aria-current={areaCurrent(pathname, area)} className={LINK}>
          {area.label}
        </a>
      ))}
      {reference ? (
        <>
          <span aria-hidden="true" className="text-muted-foreground">
            /
          </span>
          <a href={reference.href} aria-current={areaCurrent(pathname, reference)} className={LINK}>
            <span className="sm:hidden">{reference.shortLabel}</span>
            <span className="max-sm:hidden">{reference.label}</span>
          </a>
        </>
      ) : null}
    </nav>
  );
}
