/*
 * The reader's edits of a block, kept in sessionStorage so they survive a reset of the database, a reload
 * and a tab the browser discarded in the background.
 */

export function draftKey(pathname: string, block: number): string {
  return `docs-run-sql:${pathname}:${block}`;
}

export function readDraft(storage: Pick<Storage, 'getItem'> | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Saves the text, or forgets it when it is the page's own SQL again. */
export function writeDraft(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  key: string,
  text: string,
  original: string,
): void {
  try {
    if (text === original) storage?.removeItem(key);
    else storage?.setItem(key, text);
  } catch {
    // Storage full or blocked: the text stays in the page, only not across reloads.
  }
}

/** Ctrl+Enter, or ⌘+Enter on a Mac: the shortcut that runs a block. */
export function isRunShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}
