'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { textOffsetOf } from '@/lib/loading/caret-offset';
import { takePendingClicks, takePendingKeys } from '@/lib/loading/pending-clicks';
import { useImportAfterLoad } from '@/lib/loading/use-import-after-load';
import { editOfKey } from '@/lib/sql-to-rest/early-input';
import { EditorPlaceholder, OutputPlaceholder } from './placeholders';
import { type EditorIntent, earlyInputHandlers } from './sql-editor-input';
import type { SqlToRestWidgetProps } from './sql-to-rest-widget';

export type SqlToRestIslandProps = SqlToRestWidgetProps & {
  /** The outputs for the starting SQL, rendered when the page was built (server HTML, no client code). */
  staticOutputs?: ReactNode;
};

/**
 * The part of the translator every guide page ships: the SQL and its outputs as the page was built. The
 * widget's code (without the editor) is fetched after the page's `load` event, and the translator and its
 * WebAssembly parser start from there; CodeMirror is built only when the reader reaches for the SQL. A click on
 * the SQL meanwhile (even before this island hydrated) is kept, and so are keys typed on it: the editor opens
 * with its cursor where the reader clicked, and the keys in it.
 */
export function SqlToRestIsland({ staticOutputs, ...props }: SqlToRestIslandProps) {
  const [attempt, setAttempt] = useState(0);
  const [intent, setIntent] = useState<EditorIntent | undefined>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const edits = useRef<EditorIntent['edits']>([]);
  const sqlText = () => root.current?.querySelector<HTMLElement>('[data-slot="sql-text"]') ?? null;
  const reach = (caret?: number) =>
    setIntent((current) => ({
      caret: caret ?? current?.caret,
      edits: edits.current,
      focused: document.activeElement === sqlText(),
    }));

  const early = earlyInputHandlers(edits.current, reach);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the clicks and keys recorded before hydration, once
  useEffect(() => {
    const text = sqlText();
    if (!text) return;
    for (const click of takePendingClicks(text)) {
      const offset = click.caret ? textOffsetOf(text, click.caret) : undefined;
      if (offset !== undefined) reach(offset);
    }
    const early = takePendingKeys(text).flatMap((key) => editOfKey(key) ?? []);
    if (early.length > 0) {
      edits.current.push(...early);
      reach();
    }
  }, []);

  const loaded = useImportAfterLoad(
    () => import('./sql-to-rest-widget').then((module) => module.SqlToRestWidget),
    attempt,
  );

  if (loaded.status === 'ready') return <loaded.value {...props} initialIntent={intent} />;
  return (
    <div
      ref={root}
      data-slot="sql-to-rest"
      data-state={loaded.status === 'failed' ? 'failed' : 'loading'}
      data-pagefind-ignore
      className="not-prose my-6"
    >
      <EditorPlaceholder
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
