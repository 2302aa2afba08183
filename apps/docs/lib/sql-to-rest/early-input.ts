/*
 * What the reader does on the SQL before CodeMirror exists (the editor is built when the reader first reaches
 * for it). The static text takes the keys, clicks and Ctrl/Cmd+A, nothing is drawn, and the editor replays
 * them once it is built, so no keystroke is lost.
 */

/**
 * One step: text typed or pasted (replacing the selection), Backspace / Delete, Ctrl/Cmd+A, or a click that put
 * the caret at an offset of the text as shown (the starting SQL: the static text never shows what was typed).
 */
export type EarlyEdit =
  | { insert: string }
  | { delete: 'backward' | 'forward' }
  | { select: 'all' }
  | { caret: number };

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
  if (event.ctrlKey || event.metaKey) {
    return !event.altKey && event.key.toLowerCase() === 'a' ? { select: 'all' } : undefined;
  }
  if (event.key === 'Enter') return { insert: '\n' };
  if (event.key === 'Backspace') return { delete: 'backward' };
  if (event.key === 'Delete') return { delete: 'forward' };
  // Printable keys have a one-character name (two UTF-16 units for astral characters).
  return [...event.key].length === 1 ? { insert: event.key } : undefined;
}

/** The text after the edits and the selection they leave (`anchor === head` for a caret). */
export type EarlyResult = { doc: string; anchor: number; head: number };

type Replacement = { from: number; to: number; length: number };

/** Where an offset of the starting text is after the replacements made since (after text typed there). */
function mapOffset(offset: number, replacements: readonly Replacement[]): number {
  let at = offset;
  for (const { from, to, length } of replacements) {
    if (at < from) continue;
    at = at >= to ? at + length - (to - from) : from + length;
  }
  return at;
}

/** Applies the edits to `doc`, starting with the caret at its start. */
export function applyEarlyEdits(doc: string, edits: readonly EarlyEdit[]): EarlyResult {
  let text = doc;
  let from = 0;
  let to = 0;
  const replacements: Replacement[] = [];
  const replace = (start: number, end: number, insert: string) => {
    text = text.slice(0, start) + insert + text.slice(end);
    replacements.push({ from: start, to: end, length: insert.length });
    from = start + insert.length;
    to = from;
  };
  for (const edit of edits) {
    if ('insert' in edit) replace(from, to, edit.insert);
    else if ('select' in edit) [from, to] = [0, text.length];
    else if ('caret' in edit) {
      from = mapOffset(Math.max(0, Math.min(edit.caret, doc.length)), replacements);
      to = from;
    } else if (from < to) replace(from, to, '');
    else if (edit.delete === 'backward' && from > 0) replace(from - 1, from, '');
    else if (edit.delete === 'forward' && to < text.length) replace(from, from + 1, '');
  }
  return { doc: text, anchor: from, head: to };
}
