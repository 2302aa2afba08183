import type { ClipboardEvent, KeyboardEvent, PointerEvent } from 'react';
import { caretOffsetAt } from '@/lib/loading/caret-offset';
import { type EarlyEdit, editOfKey } from '@/lib/sql-to-rest/early-input';

/**
 * The reader reached for the SQL before the editor existed (a click, focus or typing on the static text):
 * where the caret goes, what was typed, and whether the text had keyboard focus.
 */
export type EditorIntent = { caret?: number; edits: EarlyEdit[]; focused: boolean };

/**
 * Handlers for the static SQL text that keep what the reader does on it for the editor: keys that edit and
 * pasted text go into `edits` (the static text must not react itself), and `reach` runs on each, with the
 * caret's offset for a pointer press.
 */
export function earlyInputHandlers(edits: EarlyEdit[], reach: (caret?: number) => void) {
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) =>
      reach(caretOffsetAt(event.currentTarget, event.clientX, event.clientY)),
    onFocus: () => reach(),
    onKeyDown: (event: KeyboardEvent) => {
      const edit = editOfKey(event);
      if (!edit) return;
      event.preventDefault();
      edits.push(edit);
      reach();
    },
    onPaste: (event: ClipboardEvent) => {
      event.preventDefault();
      const text = event.clipboardData.getData('text/plain');
      if (text) edits.push({ insert: text });
      reach();
    },
  };
}
