/** The two areas of the site the header links to; a page belongs to the area whose prefix its path starts with. */
export const SITE_AREAS = [
  { href: '/guides/', label: 'Guides', prefix: '/guides/' },
  { href: '/reference/', label: 'Reference', prefix: '/reference/' },
] as const;

/** The one-page references under /reference/, named as the header shows the one a reader is in (short on a phone). */
export const REFERENCE_AREAS = [
  { href: '/reference/cli/', label: 'CLI', shortLabel: 'CLI' },
  { href: '/reference/javascript/', label: 'JavaScript', shortLabel: 'JS' },
] as const;

/** On a header link: the prefix of the paths that belong to its area. */
export const AREA_ATTRIBUTE = 'data-area';
/** On the holder of a reference's link, hidden until the page is in that reference. */
export const REFERENCE_ATTRIBUTE = 'data-reference';

/**
 * Marks the header's links for the page at `pathname`: `aria-current="page"` on an area's own landing page,
 * "true" anywhere else inside the area (the link names where the reader is, not the page itself); and shows the
 * link of the reference the page is in. The header is static HTML shared by every page, so this runs as an
 * inline script right after it, before the first paint and without any of the page's JavaScript: it must stay
 * self-contained (it is inlined as its own source text).
 */
export function markPrimaryNav(nav: Element | null, pathname: string): void {
  if (!nav) return;
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  for (const link of Array.from(nav.querySelectorAll('a[data-area]'))) {
    const href = link.getAttribute('href') ?? '';
    const inside = path.startsWith(link.getAttribute('data-area') ?? href);
    if (path === href) link.setAttribute('aria-current', 'page');
    else if (inside) link.setAttribute('aria-current', 'true');
    if (inside) link.closest('[data-reference]')?.removeAttribute('hidden');
  }
}

/** The inline script that runs markPrimaryNav on the element just before it. */
export const primaryNavScript = `(${markPrimaryNav.toString()})(document.currentScript.previousElementSibling,location.pathname)`;
