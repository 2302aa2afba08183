import { revealDelta } from '@/lib/layout/nav-drawer';

/**
 * Marks the menu element whose scroll position follows the active entry (the drawer,
 * components/layout/nav-drawer). The name predates the supabase-js reference and is kept for the built pages.
 */
export const MENU_SCROLLER_ATTRIBUTE = 'data-cli-menu-scroller';

/**
 * Moves a reference menu's "you are here" mark to the entry `id`: that link alone gets
 * `aria-current="location"` and `data-active` (the menu's styles and the phone folding read them), every
 * other entry loses them. The menu is static server HTML, so the mark is set on the DOM rather than rendered.
 * Returns the marked link, or null when `id` is null or has no entry.
 */
export function markActiveMenuEntry(menu: ParentNode, id: string | null): HTMLAnchorElement | null {
  const href = id === null ? null : `#${id}`;
  const link = href
    ? ([...menu.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].find(
        (candidate) => candidate.getAttribute('href') === href,
      ) ?? null)
    : null;
  for (const marked of menu.querySelectorAll<HTMLElement>('[aria-current]')) {
    if (marked === link) continue;
    marked.removeAttribute('aria-current');
    marked.removeAttribute('data-active');
  }
  if (link) {
    link.setAttribute('aria-current', 'location');
    link.setAttribute('data-active', '');
  }
  return link;
}

/** Keeps an entry visible inside the scrolling menu without moving the page itself. */
export function revealInMenu(link: HTMLElement): void {
  const scroller = link.closest<HTMLElement>(`[${MENU_SCROLLER_ATTRIBUTE}]`);
  if (!scroller || scroller.scrollHeight <= scroller.clientHeight) return;
  scroller.scrollTop += revealDelta(link.getBoundingClientRect(), scroller.getBoundingClientRect());
}
