'use client';

import { useState } from 'react';
import { useImportAfterLoad } from '@/lib/use-import-after-load';
import { EditorPlaceholder, OutputPlaceholder } from './placeholders';
import type { SqlToRestWidgetProps } from './sql-to-rest-widget';

/**
 * The part of the translator every guide page ships: a placeholder of the widget's size. The editor, the
 * translator and its WebAssembly parser are fetched only after the page's `load` event.
 */
export function SqlToRestIsland(props: SqlToRestWidgetProps) {
  const [attempt, setAttempt] = useState(0);
  const loaded = useImportAfterLoad(
    () => import('./sql-to-rest-widget').then((module) => module.SqlToRestWidget),
    attempt,
  );

  if (loaded.status === 'ready') return <loaded.value {...props} />;
  return (
    <div
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
