'use client';

import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useImportAfterLoad } from '@/lib/loading/use-import-after-load';
import { type OutputIntent, outputIntentOf } from './output-intent';
import { EditorPlaceholder, OutputPlaceholder } from './placeholders';
import { earlyInputHandlers, newIntent, takeRecordedEdits } from './sql-editor-input';
import type { SqlToRestWidgetProps } from './sql-to-rest-widget';

export type SqlToRestIslandProps = SqlToRestWidgetProps & {
  /** The outputs for the starting SQL, rendered when the page was built (server HTML, no client code). */
  staticOutputs?: ReactNode;
};

/**
 * The part of the translator every guide page ships: the SQL and its outputs as the page was built. The
 * widget's code (without the editor) is fetched after the page's `load` event, and the translator and its
 * WebAssembly parser start from there; CodeMirror is built only when the reader reaches for the SQL. What the
 * reader does meanwhile (even before this island hydrated) is kept: clicks and keys on the SQL go to the
 * editor, and a click on an output tab or the host is done by the widget when it arrives.
 */
export function SqlToRestIsland({ staticOutputs, ...props }: SqlToRestIslandProps) {
  const [attempt, setAttempt] = useState(0);
  // One object, read by the editor as it mounts: keys typed while the widget renders still reach it.
  const intent = useRef(newIntent());
  const [reached, setReached] = useState(false);
  const [outputIntent, setOutputIntent] = useState<OutputIntent>({});
  const reach = useCallback(() => setReached(true), []);
  const early = earlyInputHandlers(intent.current, reach);

  // Runs in the commit, before this element leaves the page for the widget's: whether it had focus then.
  const keepFocus = useCallback((text: HTMLDivElement | null) => {
    if (!text) return;
    return () => {
      intent.current.focused = document.activeElement === text;
    };
  }, []);

  // What the head script recorded before hydration, taken in the commit (a layout effect), so it comes before
  // any key this island's own handlers see.
  const root = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useLayoutEffect(() => {
    const text = root.current?.querySelector('[data-slot="sql-text"]');
    if (!text) return;
    intent.current.edits.push(...takeRecordedEdits(text));
    if (intent.current.edits.length > 0 || document.activeElement === text) reach();
  }, []);

  const loaded = useImportAfterLoad(
    () => import('./sql-to-rest-widget').then((module) => module.SqlToRestWidget),
    attempt,
  );

  if (loaded.status === 'ready') {
    return (
      <loaded.value
        {...props}
        initialIntent={reached ? intent.current : undefined}
        outputIntent={outputIntent}
      />
    );
  }
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the static tabs and hosts (plain text until the widget replaces them) keep their clicks for it; the widget's own are buttons
    <div
      ref={root}
      data-slot="sql-to-rest"
      data-state={loaded.status === 'failed' ? 'failed' : 'loading'}
      data-pagefind-ignore
      className="not-prose my-6"
      onClick={(event) => {
        const wanted = outputIntentOf(event.target as Element);
        if (wanted) setOutputIntent((current) => ({ ...current, ...wanted }));
      }}
    >
      <EditorPlaceholder
        ref={keepFocus}
        sql={props.initialSql}
        {...early}
        onKeyDown={(event) => {
          // Ctrl/Cmd+S never opens the browser's "Save page" dialog from the widget.
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') event.preventDefault();
          early.onKeyDown(event);
        }}
      />
      {loaded.status === 'failed' ? (
        <div
          role="alert"
          className="mt-3 rounded-lg border border-danger-border bg-danger-bg px-4 py-3 text-sm"
        >
          The SQL translator could not be loaded. Check your connection, then{' '}
          <button
            type="button"
            className="font-medium underline underline-offset-2"
            onClick={() => {
              setAttempt((count) => count + 1);
            }}
          >
            try again
          </button>
          .
        </div>
      ) : (
        (staticOutputs ?? <OutputPlaceholder message="Loading the SQL editor…" />)
      )}
    </div>
  );
}
