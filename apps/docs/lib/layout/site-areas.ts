/** The two areas of the site the header links to; a page belongs to the area whose prefix its path starts with. */
export const SITE_AREAS = [
  { href: '/guides/', label: 'Guides', prefix: '/guides/' },
  { href: '/reference/', label: 'Reference', prefix: '/reference/' },
] as const;

export type SiteArea = (typeof SITE_AREAS)[number];

/** The one-page references under /reference/, named as the header shows the one a reader is in (short on a phone). */
export const REFERENCE_AREAS = [
  { href: '/reference/cli/', label: 'CLI', shortLabel: 'CLI' },
  { href: '/reference/javascript/', label: 'JavaScript', shortLabel: 'JS' },
] as const;

export type ReferenceArea = (typeof REFERENCE_AREAS)[number];

function withSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/**
 * `aria-current` for a header link: "page" on the area's own landing page, "true" anywhere else inside the
 * area (the link names where the reader is, not the page itself), nothing outside it.
 */
export function areaCurrent(
  pathname: string,
  area: { href: string; prefix?: string },
): 'page' | 'true' | undefined {
  const path = withSlash(pathname);
  if (path === area.href) return 'page';
  return path.startsWith(area.prefix ?? area.href) ? 'true' : undefined;
}

/** The reference a page belongs to (its one-page reference or one of its per-entry pages), if any. */
export function currentReference(pathname: string): ReferenceArea | undefined {
  const path = withSlash(pathname);
  return REFERENCE_AREAS.find((area) => path.startsWith(area.href));
}
