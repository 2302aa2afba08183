import type { PendingClick, PendingKey } from './pending-clicks';

/*
 * A widget taking what the head script (./pending-clicks.ts) recorded on its elements before it hydrated, for
 * widgets that need more than a click played again: the translator's SQL text takes where it was clicked and
 * the keys typed on it. Apart from pending-clicks.ts, so only the widgets that take input load it, not every page.
 */

/** Removes and returns the entries `taken` accepts, in order (in place: the head script holds the same array). */
function take<T extends { target: Element }>(queue: T[] | undefined, taken: (entry: T) => boolean): T[] {
  if (!queue) return [];
  const out = queue.filter(taken);
  queue.splice(0, queue.length, ...queue.filter((entry) => !out.includes(entry)));
  return out;
}

/** Removes and returns the recorded clicks on `root` or inside it. */
export function takePendingClicks(root: Element): PendingClick[] {
  return take(window.__pendingClicks, (click) => root.contains(click.target));
}

/**
 * Removes and returns the keys recorded on `root` or inside it, in the order they were pressed. A key whose event
 * is being dispatched right now stays: the widget hydrated on the spot to handle it, React hands it to the
 * widget's own handler next, and the head script then drops it.
 */
export function takePendingKeys(root: Element): PendingKey[] {
  return take(window.__pendingKeys, (key) => root.contains(key.target) && key.event !== window.event);
}
