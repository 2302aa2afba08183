'use client';

import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { PostgreSQL, sql } from '@codemirror/lang-sql';
import { bracketMatching, indentOnInput, indentUnit } from '@codemirror/language';
import { Compartment, EditorState } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { type RefObject, useEffect, useRef } from 'react';
import type { TextRange } from '@/lib/sql-to-rest/error-range';
import { editorHighlighting, editorTheme } from './editor-theme';
import { errorMark, setErrorMark } from './error-mark';
import { useDarkClass } from './use-dark-class';

/** Spec §9: tab size 2. */
const TAB_SIZE = 2;

export type SqlEditorProps = {
  /** The text the editor starts with (already formatted); later changes come from the reader. */
  initialValue: string;
  onChange: (value: string) => void;
  /** Receives the view once it exists, for commands such as formatting. */
  viewRef: RefObject<EditorView | null>;
  /** Accessible name of the text area. */
  label: string;
  /** Id of the element that describes the current error, if any. */
  describedBy?: string;
  /** The stretch of `error.sql` to underline; ignored once the text has changed since. */
  error?: { sql: string; range: TextRange; message: string };
  className?: string;
};

/**
 * CodeMirror 6 with PostgreSQL highlighting. Tab is left to the browser (it moves focus out, as keyboard
 * users expect), and the theme follows the site's light/dark class.
 */
export function SqlEditor({
  initialValue,
  onChange,
  viewRef,
  label,
  describedBy,
  error,
  className,
}: SqlEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const darkness = useRef(new Compartment());
  const attributes = useRef(new Compartment());
  const dark = useDarkClass();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is created once; later props are applied below
  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const view = new EditorView({
      parent,
      state: EditorState.create({
        doc: initialValue,
        extensions: [
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
          sql({ dialect: PostgreSQL }),
          editorHighlighting,
          editorTheme,
          errorMark,
          darkness.current.of(EditorView.darkTheme.of(document.documentElement.classList.contains('dark'))),
          attributes.current.of(contentAttributes(label, describedBy)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, []);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: darkness.current.reconfigure(EditorView.darkTheme.of(dark)) });
  }, [dark, viewRef]);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: attributes.current.reconfigure(contentAttributes(label, describedBy)),
    });
  }, [label, describedBy, viewRef]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    // The mark belongs to the text that was translated; typing since then makes it stale.
    const current = error && view.state.doc.toString() === error.sql ? error : undefined;
    view.dispatch({
      effects: setErrorMark.of(current ? { ...current.range, message: current.message } : null),
    });
  }, [error, viewRef]);

  return <div ref={host} className={className} data-slot="sql-editor" />;
}

function contentAttributes(label: string, describedBy: string | undefined) {
  return EditorView.contentAttributes.of({
    'aria-label': label,
    // Makes the editable area count as the scroller's focusable content for every checker (it is focusable anyway).
    tabindex: '0',
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  });
}
