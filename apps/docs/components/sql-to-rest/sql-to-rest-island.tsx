'use client';

import { type ComponentType, useEffect, useState } from 'react';
import { EditorPlaceholder, OutputPlaceholder } from './placeholders';
import type { SqlToRestWidgetProps } from './sql-to-rest-widget';

type Loaded =
  | { status: 'waiting' }
  | { status: 'ready'; Widget: ComponentType<SqlToRestWidgetProps> }
  | { status: 'failed' };

/**
 * The part of the translator every guide page ships: a placeholder of the widget's size. The editor, the
 * translator and its WebAssembly parser are fetched only after the page's `load` event, so they never delay
 * the first paint or count against the page's JavaScript budget.
 */
export function SqlToRestIsland(props: SqlToRestWidgetProps) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'waiting' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (after a failed load) loads again
  useEffect(() => {
    let cancelled = false;
    const start = () => {
      import('./sql-to-rest-widget').then(
        (module) => {
          if (!cancelled) setLoaded({ status: 'ready', Widget: module.SqlToRestWidget });
        },
        (error: unknown) => {
          console.error(error);
          if (!cancelled) setLoaded({ status: 'failed' });
        },
      );
    };
    // A timer after `load` makes sure the requests start after the load event has finished.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterLoad = () => {
      timer = setTimeout(start, 0);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      window.removeEventListener('load', afterLoad);
    };
  }, [attempt]);

  if (loaded.status === 'ready') return <loaded.Widget {...props} />;
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
              setLoaded({ status: 'waiting' });
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
