/** The two areas of the site the header links to; a page belongs to the area whose prefix its path starts with. */
export const SITE_AREAS = [
  { href: '/guides/', label: 'Guides', prefix: '/guides/' },
  { href: '/reference/cli/', label: 'Reference', prefix: '/reference/' },
] as const;

export type SiteArea = (typeof SITE_AREAS)[number];

function withSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/**
 * `aria-current` for a header link: "page" on the area's own landing page, "true" anywhere else inside the
 * area (the link names where the reader is, not the page itself), nothing outside it.
 */
export function areaCurrent(pathname: string, area: SiteArea): 'page' | 'true' | undefined {
  const path = withSlash(pathname);
  if (path === area.href) return 'page';
  return path.startsWith(area.prefix) ? 'true' : undefined;
}
