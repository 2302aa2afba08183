import type { BothResult, FromRunner, RestCall, RunAs, RunResult, ToRunner } from './protocol';
import { RUN_TIME_LIMIT_MS } from './protocol';

/*
 * The page's one database, seen from the page: starts the runner's worker on first use, sends it runs, and
 * stops a run that takes too long (or that the reader stops) by ending the worker; the next run starts a new
 * one from the page's setup. "Reset" does the same on purpose.
 */

export interface Progress {
  text: string;
  loaded?: number;
  total?: number;
}

type Pending = { resolve: (message: FromRunner) => void };
type Body =
  | { type: 'run'; block: number; sql: string; as: RunAs }
  | { type: 'users' }
  | { type: 'both'; sql: string; request: RestCall; as: RunAs };
type Listener = (progress: Progress | null) => void;

/** Where the site serves its copy of PGlite (scripts/copy-wasm.mjs), versioned so it may be cached for good. */
export const PGLITE_BASE = '/pglite/0.5.16/';

export function pageSqlUrl(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return `/run-sql${path}.json`;
}

export class PageRunner {
  private worker: Worker | null = null;
  private started: Promise<{ bytes: number; ms: number }> | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private readonly listeners = new Set<Listener>();
  /** Set while the database is being made; cleared when it is ready or failed. */
  progress: Progress | null = null;

  constructor(
    private readonly pathname: string,
    private readonly startWorker: () => Worker,
  ) {}

  onProgress(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private setProgress(progress: Progress | null) {
    this.progress = progress;
    for (const listener of this.listeners) listener(progress);
  }

  /** Starts the database once (loading PGlite and running the page's setup). */
  start(): Promise<{ bytes: number; ms: number }> {
    if (this.started) return this.started;
    const worker = this.startWorker();
    this.worker = worker;
    worker.onmessage = ({ data }: MessageEvent<FromRunner>) => {
      if (data.type === 'progress') {
        this.setProgress({ text: data.text, loaded: data.loaded, total: data.total });
        return;
      }
      const waiting = this.pending.get(data.id);
      this.pending.delete(data.id);
      waiting?.resolve(data);
    };
    this.setProgress({ text: 'Loading Postgres' });
    const started = this.send({
      type: 'start',
      assetBase: PGLITE_BASE,
      pageSqlUrl: pageSqlUrl(this.pathname),
    })
      .then((answer) => {
        if (answer.type === 'started') return { bytes: answer.bytes, ms: answer.ms };
        throw new Error(answer.type === 'failed' ? answer.message : 'The database did not start');
      })
      .finally(() => this.setProgress(null));
    this.started = started;
    started.catch(() => this.stop());
    return started;
  }

  private send(body: Body | { type: 'start'; assetBase: string; pageSqlUrl: string }): Promise<FromRunner> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, { resolve });
      this.worker?.postMessage({ ...body, id } as ToRunner);
    });
  }

  /**
   * Runs `sql` in place of the page's block `block`. A run that outlasts the time limit, or that `stop()` ends,
   * resolves as an error and the database starts again from the setup on the next run.
   */
  async run(block: number, sql: string, as: RunAs): Promise<RunResult> {
    await this.start();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeLimit = new Promise<RunResult>((resolve) => {
      timer = setTimeout(() => {
        this.stop();
        resolve({
          kind: 'error',
          message: `Stopped after ${RUN_TIME_LIMIT_MS / 1000} seconds. The page's database starts again from its setup on the next run.`,
          ms: RUN_TIME_LIMIT_MS,
        });
      }, RUN_TIME_LIMIT_MS);
    });
    const answer = this.send({ type: 'run', block, sql, as }).then((message): RunResult => {
      if (message.type === 'ran') return message.result;
      if (message.type === 'failed') return { kind: 'error', message: message.message, ms: 0 };
      return { kind: 'error', message: 'The run was stopped.', ms: 0 };
    });
    try {
      return await Promise.race([answer, timeLimit]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The translator's "Run both", with the same time limit as a run. */
  async runBoth(sql: string, request: RestCall, as: RunAs): Promise<BothResult> {
    await this.start();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopped = (message: string): BothResult => ({
      sql: { kind: 'error', message, ms: 0 },
      rest: { status: 0, body: '' },
      equal: null,
    });
    const timeLimit = new Promise<BothResult>((resolve) => {
      timer = setTimeout(() => {
        this.stop();
        resolve(stopped(`Stopped after ${RUN_TIME_LIMIT_MS / 1000} seconds.`));
      }, RUN_TIME_LIMIT_MS);
    });
    const answer = this.send({ type: 'both', sql, request, as }).then((message) =>
      message.type === 'both'
        ? message.result
        : stopped(message.type === 'failed' ? message.message : 'Stopped.'),
    );
    try {
      return await Promise.race([answer, timeLimit]);
    } finally {
      clearTimeout(timer);
    }
  }

  async users(): Promise<{ id: string; email: string | null }[]> {
    await this.start();
    const answer = await this.send({ type: 'users' });
    return answer.type === 'users' ? answer.users : [];
  }

  /** Whether a database is running or starting. */
  get running(): boolean {
    return this.worker !== null;
  }

  /**
   * Ends the worker and with it the database and any run; a run waiting for an answer gets "stopped". The
   * next use starts again from the page's setup.
   */
  stop(): void {
    this.worker?.terminate();
    this.worker = null;
    this.started = null;
    this.setProgress(null);
    for (const [id, waiting] of this.pending)
      waiting.resolve({ id, type: 'failed', message: 'The run was stopped.' });
    this.pending.clear();
  }
}
