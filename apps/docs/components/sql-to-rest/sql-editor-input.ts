import type { ClipboardEvent, KeyboardEvent, PointerEvent } from 'react';
import { caretOffsetAt, textOffsetOf } from '@/lib/loading/caret-offset';
import { takePendingClicks, takePendingKeys } from '@/lib/loading/take-pending-input';
import { type EarlyEdit, editOfKey } from '@/lib/sql-to-rest/early-input';

/**
 * What the reader did on the SQL before the editor existed (clicks, typing, Ctrl/Cmd+A on the static text), in
 * order, and whether the static text had keyboard focus when the widget replaced it. One object from the
 * island to the editor, so what is added to it while the widget mounts is still replayed.
 */
export type EditorIntent = { edits: EarlyEdit[]; focused: boolean };

export const newIntent = (): EditorIntent => ({ edits: [], focused: false });

/**
 * Handlers for the static SQL text that keep what the reader does on it for the editor: a press puts the caret
 * there, keys that edit and pasted text go into `edits` (the static text must not react itself), and `reach`
 * runs on each. Ctrl/Cmd+A selects the SQL only, not the page.
 */
export function earlyInputHandlers(intent: EditorIntent, reach: () => void) {
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      const caret = caretOffsetAt(event.currentTarget, event.clientX, event.clientY);
      if (caret !== undefined) intent.edits.push({ caret });
      reach();
    },
    onFocus: () => reach(),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const edit = editOfKey(event);
      if (!edit) return;
      event.preventDefault();
      if ('select' in edit) window.getSelection()?.selectAllChildren(event.currentTarget);
      intent.edits.push(edit);
      reach();
    },
    onPaste: (event: ClipboardEvent) => {
      event.preventDefault();
      const text = event.clipboardData.getData('text/plain');
      if (text) intent.edits.push({ insert: text });
      reach();
    },
  };
}

/** The clicks and keys the page's head script recorded on the static text before it hydrated, as edits. */
export function takeRecordedEdits(text: Element): EarlyEdit[] {
  const carets = takePendingClicks(text).flatMap(({ caret }) => {
    const offset = caret ? textOffsetOf(text, caret) : undefined;
    return offset === undefined ? [] : [{ caret: offset }];
  });
  return [...carets, ...takePendingKeys(text).flatMap((key) => editOfKey(key) ?? [])];
}
