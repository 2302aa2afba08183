import type { WorkerLike } from './translator-client';

/** Starts the translator worker. Written out in full so the bundler finds the worker and builds it as a module. */
export function startTranslatorWorker(): WorkerLike {
  return new Worker(new URL('./translator.worker.ts', import.meta.url), {
    type: 'module',
    name: 'sql-to-rest',
  });
}
