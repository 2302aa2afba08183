import type { ClipboardEvent, KeyboardEvent } from 'react';
import { type EarlyEdit, editOfKey } from '@/lib/sql-to-rest/early-input';

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
