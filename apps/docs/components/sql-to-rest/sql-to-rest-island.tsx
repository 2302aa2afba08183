'use client';

import { useEffect, useRef, useState } from 'react';
import { caretOffsetAt, textOffsetOf } from '@/lib/caret-offset';
import { takePendingClicks } from '@/lib/pending-clicks';
import { useImportAfterLoad } from '@/lib/use-import-after-load';
import { EditorPlaceholder, OutputPlaceholder } from './placeholders';
import type { SqlToRestWidgetProps } from './sql-to-rest-widget';

/**
 * The part of the translator every guide page ships: a placeholder of the widget's size. The editor, the
 * translator and its WebAssembly parser are fetched only after the page's `load` event. A click on the SQL
 * meanwhile (even before this island hydrated) is kept: the editor opens with its cursor where the reader
 * clicked.
 */
export function SqlToRestIsland(props: SqlToRestWidgetProps) {
  const [attempt, setAttempt] = useState(0);
  const [caret, setCaret] = useState<number | undefined>(undefined);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const placeholder = root.current?.querySelector('pre');
    if (!placeholder) return;
    for (const click of takePendingClicks(placeholder)) {
      const offset = click.caret ? textOffsetOf(placeholder, click.caret) : undefined;
      if (offset !== undefined) setCaret(offset);
    }
  }, []);

  const loaded = useImportAfterLoad(
    () => import('./sql-to-rest-widget').then((module) => module.SqlToRestWidget),
    attempt,
  );

  if (loaded.status === 'ready') return <loaded.value {...props} initialCaret={caret} />;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut into the SQL text; the editor takes keyboard focus once it exists
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above
    <div
      ref={root}
      onClick={(event) => {
        const placeholder = root.current?.querySelector('pre');
        if (!placeholder?.contains(event.target as Node)) return;
        const offset = caretOffsetAt(placeholder, event.clientX, event.clientY);
        if (offset !== undefined) setCaret(offset);
      }}
      data-slot="sql-to-rest"
      data-state={loaded.status === 'failed' ? 'failed' : 'loading'}
      data-pagefind-ignore
      className="not-prose my-6"
    >
      <EditorPlaceholder sql={props.initialSql} />
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
        <OutputPlaceholder message="Loading the SQL editor…" />
      )}
    </div>
  );
}
