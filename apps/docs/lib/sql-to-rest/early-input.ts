/*
 * Typing that reaches the SQL before CodeMirror exists (the editor is built when the reader first reaches
 * for it). The static text takes the keys, nothing is drawn, and the editor replays them once it is built,
 * so no keystroke is lost.
 */

/** One key: text to insert at the caret, or Backspace / Delete. */
export type EarlyEdit = { insert: string } | { delete: 'backward' | 'forward' };

export type KeyLike = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** Set when this was a paste, not a key: the pasted text. */
  paste?: string;
};

/** The edit a key press (or paste) makes, or `undefined` for keys that do not edit (arrows, Tab, shortcuts…). */
export function editOfKey(event: KeyLike): EarlyEdit | undefined {
  if (event.paste !== undefined) return event.paste ? { insert: event.paste } : undefined;
  if (event.ctrlKey || event.metaKey) return undefined;
  if (event.key === 'Enter') return { insert: '\n' };
  if (event.key === 'Backspace') return { delete: 'backward' };
  if (event.key === 'Delete') return { delete: 'forward' };
  // Printable keys have a one-character name (two UTF-16 units for astral characters).
  return [...event.key].length === 1 ? { insert: event.key } : undefined;
}

/** Applies the edits to `doc` from `caret` (clamped into the text); returns the text and where the caret ends. */
export function applyEarlyEdits(
  doc: string,
  caret: number,
  edits: readonly EarlyEdit[],
): { doc: string; caret: number } {
  let text = doc;
  let at = Math.max(0, Math.min(caret, doc.length));
  for (const edit of edits) {
    if ('insert' in edit) {
      text = text.slice(0, at) + edit.insert + text.slice(at);
      at += edit.insert.length;
    } else if (edit.delete === 'backward') {
      if (at === 0) continue;
      text = text.slice(0, at - 1) + text.slice(at);
      at -= 1;
    } else {
      text = text.slice(0, at) + text.slice(at + 1);
    }
  }
  return { doc: text, caret: at };
}
