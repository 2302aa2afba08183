'use client';

import { useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import type { Progress } from '@/lib/run-sql/page-runner';
import type { BothResult, RestCall } from '@/lib/run-sql/protocol';
import { pageDatabase } from './page-database';
import { RunSqlResult } from './run-sql-result';

/*
 * The translator's "Run both": the SQL on the page's own database, the translated request on the PostgREST
 * stand-in over the same database, side by side, marked equal or not. The database and the stand-in load on the
 * first click, as for a SQL block's Run.
 */

export function RunBoth({ sql, request }: { sql: string; request: RestCall }) {
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [result, setResult] = useState<BothResult | null>(null);
  const resultRef = useRef<HTMLElement>(null);

  const run = async () => {
    setBusy(true);
    const page = pageDatabase();
    const off = page.onProgress(setProgress);
    try {
      setResult(await page.runBoth(sql, request, { role: 'anon' }));
    } catch (error) {
      setResult({
        sql: { kind: 'error', message: error instanceof Error ? error.message : String(error), ms: 0 },
        rest: { status: 0, body: '' },
        equal: null,
      });
    } finally {
      off();
      setBusy(false);
      requestAnimationFrame(() => resultRef.current?.focus());
    }
  };

  return (
    <div className="mt-4" data-slot="run-both">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonVariants({ size: 'sm' })}
          onClick={() => void run()}
          disabled={busy}
        >
          {busy ? 'Running both…' : 'Run both'}
        </button>
        <span className="text-xs text-muted-foreground">
          Runs the SQL and the request as <code>anon</code> on this page&apos;s own database (the sample
          tables above), in your browser. Nothing is sent to a server.
        </span>
      </div>
      <p aria-live="polite" className="mt-1 text-sm text-muted-foreground">
        {progress ? `${progress.text}…` : ''}
      </p>
      {result ? (
        <section
          ref={resultRef}
          tabIndex={-1}
          aria-label="Results of both"
          className="mt-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
          data-equal={result.equal === null ? 'unknown' : String(result.equal)}
        >
          <p className="text-sm font-medium">
            {result.equal === true
              ? 'Equal: the request returns the same rows as the SQL.'
              : result.equal === false
                ? 'Not equal: the request returns other rows than the SQL.'
                : 'Nothing to compare: one of them did not return rows.'}
          </p>
          <div className="mt-2 grid gap-3 md:grid-cols-2">
            <div>
              <h3 className="text-sm font-medium">SQL</h3>
              <RunSqlResult result={result.sql} ranAs="anon" />
            </div>
            <div>
              <h3 className="text-sm font-medium">Request (HTTP {result.rest.status})</h3>
              <pre className="max-h-96 overflow-auto rounded-md border border-border p-2 font-mono text-xs">
                {result.rest.body}
              </pre>
            </div>
          </div>
        </section>
      ) : null}
    </div>
  );
}
