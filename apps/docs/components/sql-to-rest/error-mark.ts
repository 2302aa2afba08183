import { StateEffect, StateField } from '@codemirror/state';
import { Decoration, type DecorationSet, EditorView } from '@codemirror/view';

export type ErrorMarkSpec = { from: number; to: number; message: string };

/** Sets (or, with null, clears) the underline under the token a parse error points at. */
export const setErrorMark = StateEffect.define<ErrorMarkSpec | null>();

/**
 * The parse error's position, underlined in the text. Kept as a decoration that moves with edits, and
 * replaced by the widget after every translation (which is why no lint machinery is needed).
 */
export const errorMark = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (!effect.is(setErrorMark)) continue;
      const spec = effect.value;
      const length = transaction.state.doc.length;
      if (!spec || spec.from >= spec.to || spec.to > length) {
        next = Decoration.none;
        continue;
      }
      next = Decoration.set([
        Decoration.mark({
          class: 'cm-sql-error',
          attributes: { 'data-slot': 'sql-error-mark', title: spec.message },
        }).range(spec.from, spec.to),
      ]);
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});
