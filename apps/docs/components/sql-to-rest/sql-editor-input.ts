import type { ClipboardEvent, KeyboardEvent } from 'react';
import { type EarlyEdit, editOfKey } from '@/lib/sql-to-rest/early-input';

/**
 * The reader reached for the SQL before the editor existed (a click, focus or typing on the static text):
 * where the caret goes, what was typed, and whether the text had keyboard focus.
 */
export type EditorIntent = { caret?: number; edits: EarlyEdit[]; focused: boolean };

/** Keeps a key that edits the text for the editor (the static text must not react itself); true if it did. */
export function bufferKey(event: KeyboardEvent, into: EarlyEdit[]): boolean {
  const edit = editOfKey(event);
  if (!edit) return false;
  event.preventDefault();
  into.push(edit);
  return true;
}

/** Keeps pasted text for the editor. */
export function bufferPaste(event: ClipboardEvent, into: EarlyEdit[]): void {
  event.preventDefault();
  const text = event.clipboardData.getData('text/plain');
  if (text) into.push({ insert: text });
}
