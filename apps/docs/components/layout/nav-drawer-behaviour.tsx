'use client';

import { useEffect } from 'react';
import { NAV_DRAWER_ID, revealDelta } from '@/lib/layout/nav-drawer';

const CURRENT = '[aria-current="page"],[aria-current="location"]';

/** Scrolls the drawer (not the page) so that its current entry is in view; returns that entry. */
function revealCurrent(drawer: HTMLElement): HTMLElement | null {
  const current = drawer.querySelector<HTMLElement>(CURRENT);
  if (current)
    drawer.scrollTop += revealDelta(current.getBoundingClientRect(), drawer.getBoundingClientRect());
  return current;
}

/**
 * The few things the drawer needs script for: on load, the current page is scrolled into view in the
 * sidebar; on a phone, opening the drawer moves focus to the current entry, and choosing a link (also a
 * same-page #link, which would not unload the page) or moving focus out of the drawer closes it.
 */
export function NavDrawerBehaviour() {
  useEffect(() => {
    const drawer = document.getElementById(NAV_DRAWER_ID);
    if (!drawer) return;
    revealCurrent(drawer);
    const isOpen = () => drawer.matches(':popover-open');
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open') return;
      const target = revealCurrent(drawer) ?? drawer.querySelector<HTMLElement>('a[href]');
      target?.focus({ preventScroll: true });
    };
    const onClick = (event: MouseEvent) => {
      if (isOpen() && (event.target as Element).closest('a[href]')) drawer.hidePopover();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      // Deferred so that focus has landed: hiding does not pull it back to the menu button.
      if (next && !drawer.contains(next)) setTimeout(() => isOpen() && drawer.hidePopover());
    };
    drawer.addEventListener('toggle', onToggle);
    drawer.addEventListener('click', onClick);
    drawer.addEventListener('focusout', onFocusOut);
    return () => {
      drawer.removeEventListener('toggle', onToggle);
      drawer.removeEventListener('click', onClick);
      drawer.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return null;
}
