/**
 * Keyboard focus movement inside a tab list (WAI-ARIA tabs with manual activation): arrows move to the
 * neighbour, wrapping around, Home and End to the ends. Selection still needs Enter, Space or a click. The
 * translator's output tabs use it; the guides' and references' tab groups get the same keys from the head's
 * tab script (lib/tabs/tab-list-script.ts).
 */
export function moveTabFocus(
  event: Pick<KeyboardEvent, 'key' | 'preventDefault'>,
  list: HTMLElement | null,
  index: number,
) {
  const tabs = list?.querySelectorAll<HTMLElement>('[role="tab"]');
  if (!tabs) return;
  const focus = (to: number) => tabs[(to + tabs.length) % tabs.length]?.focus();
  if (event.key === 'ArrowRight') focus(index + 1);
  else if (event.key === 'ArrowLeft') focus(index - 1);
  else if (event.key === 'Home') focus(0);
  else if (event.key === 'End') focus(tabs.length - 1);
  else return;
  event.preventDefault();
}
