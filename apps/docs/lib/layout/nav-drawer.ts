/** The id of the navigation drawer: the header's menu button opens it with `popovertarget`. */
export const NAV_DRAWER_ID = 'docs-nav';

export interface Span {
  top: number;
  bottom: number;
}

/**
 * How far to scroll a list box so that an entry is in view: nothing when the entry is already fully inside,
 * otherwise enough to put it a third of the way down, where the reader's eye lands.
 */
export function revealDelta(entry: Span, box: Span): number {
  if (entry.top >= box.top && entry.bottom <= box.bottom) return 0;
  return Math.round(entry.top - box.top - (box.bottom - box.top) / 3);
}
