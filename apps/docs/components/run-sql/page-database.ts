import { PageRunner } from '@/lib/run-sql/page-runner';

/*
 * The page's one database, shared by its blocks' Run panels and the translator's "Run both", so a change made by
 * running a block (the translator page's sample tables) is what "Run both" reads.
 */

let runner: PageRunner | undefined;

export function pageDatabase(): PageRunner {
  runner ??= new PageRunner(
    window.location.pathname,
    () =>
      new Worker(new URL('../../lib/run-sql/sql-runner.worker.ts', import.meta.url), {
        type: 'module',
        name: 'run-sql',
      }),
  );
  return runner;
}
