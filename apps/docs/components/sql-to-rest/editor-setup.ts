import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, indentOnInput, indentUnit } from '@codemirror/language';
import { Compartment, EditorState, type Extension, Transaction } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import type { TextChange } from '@/lib/sql-to-rest/minimal-change';
import { editorTheme } from './editor-theme';
import { errorMark, setErrorMark } from './error-mark';

/*
 * CodeMirror without the SQL language, loaded by SqlEditor in its first slice. The language (lang-sql and
 * the highlighting) arrives later from editor-language.ts, so no single task builds the whole editor.
 */

/** Two spaces, the indentation the formatter writes (lib/sql-to-rest/format-sql.ts). */
const TAB_SIZE = 2;

export { EditorView, setErrorMark };

export type EditorOptions = {
  doc: string;
  dark: boolean;
  attributes: Record<string, string>;
  onDocChanged: (text: string) => void;
};

/** The parts SqlEditor changes after start-up. */
export type EditorCompartments = { darkness: Compartment; attributes: Compartment; language: Compartment };

export function createCompartments(): EditorCompartments {
  return { darkness: new Compartment(), attributes: new Compartment(), language: new Compartment() };
}

export function createState(options: EditorOptions, compartments: EditorCompartments): EditorState {
  const extensions: Extension[] = [
    lineNumbers(),
    // Long lines wrap, so the editor never scrolls sideways and the gutter never sits over code.
    EditorView.lineWrapping,
    highlightActiveLineGutter(),
    highlightActiveLine(),
    drawSelection(),
    history(),
    indentOnInput(),
    bracketMatching(),
    EditorState.tabSize.of(TAB_SIZE),
    indentUnit.of(' '.repeat(TAB_SIZE)),
    keymap.of([...defaultKeymap, ...historyKeymap]),
    compartments.language.of([]),
    editorTheme,
    errorMark,
    compartments.darkness.of(EditorView.darkTheme.of(options.dark)),
    compartments.attributes.of(EditorView.contentAttributes.of(options.attributes)),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) options.onDocChanged(update.state.doc.toString());
    }),
  ];
  return EditorState.create({ doc: options.doc, extensions });
}

/** Applies a formatting change; one transaction, so Ctrl/Cmd+Z restores the text exactly as it was. */
export function applyChange(view: EditorView, change: TextChange, undoable: boolean): void {
  view.dispatch({
    changes: change,
    userEvent: 'input.format',
    scrollIntoView: undoable,
    annotations: undoable ? [] : [Transaction.addToHistory.of(false)],
  });
}
