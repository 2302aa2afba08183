/*
 * Ctrl+K / ⌘K pressed before the header's search code has run. The search button listens for the shortcut
 * once it has hydrated, which on a slow phone is a second or more after the page can be read (its scripts are
 * added after the first paint); a press before then would do nothing, or open the browser's own search. The
 * boot script, inline in <head>, keeps such a press from the browser and remembers it, and the button opens
 * the dialog as soon as it runs (`takeEarlySearchShortcut`). After that the boot script lets every key through.
 */

declare global {
  interface Window {
    /** `pressed`: the shortcut came before the button's code; `ready`: the button listens itself. */
    __searchShortcut?: 'pressed' | 'ready';
  }
}

/** The shortcut: K with Ctrl (or ⌘ on Apple keyboards), in either case. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && event.key?.toLowerCase() === 'k';
}

// Self-contained because it is inlined as text; the same test as isSearchShortcut.
export const earlySearchShortcutBootScript = `(function(){addEventListener('keydown',function(v){if(window.__searchShortcut!=='ready'&&(v.ctrlKey||v.metaKey)&&v.key&&v.key.toLowerCase()==='k'){v.preventDefault();window.__searchShortcut='pressed'}})})();`;

/** Called by the search button when it starts listening: whether the shortcut was pressed before. */
export function takeEarlySearchShortcut(): boolean {
  const pressed = window.__searchShortcut === 'pressed';
  window.__searchShortcut = 'ready';
  return pressed;
}
