/*
 * The messages between a page and its SQL runner (lib/run-sql/sql-runner.worker.ts), and the page's SQL as the
 * build writes it for the browser (app/run-sql/[...page]/route.ts).
 */

/** What catching up to a later block does with this one: as the CI does (lib/docs-as-code/sql-samples.test.ts). */
export type CatchUpStep = 'run' | 'may-fail' | 'skip';

export interface PageSqlBlock {
  code: string;
  step: CatchUpStep;
  /** Whether the page offers "Run" on it. */
  runnable: boolean;
}

export interface PageSql {
  /** The platform stand-in (roles, `auth`, `storage`, `realtime`), as the CI prepares every page's database. */
  standIn: string;
  /**
   * A data directory with the stand-in already loaded (scripts/copy-wasm.mjs makes it at build), which the
   * browser starts from instead of running initdb and `standIn`.
   */
  standInDataDir?: string;
  /** The runnable SQL of the guides this page builds on (`after="…"`), in order. */
  prerequisites: string[];
  /** The page's SQL blocks in page order; the number in a block's `data-run-sql` is its index here. */
  blocks: PageSqlBlock[];
}

/** Who the statement runs as: the owner as in the SQL editor, or a request's role as the API runs it. */
export type RunAs =
  | { role: 'postgres' }
  | { role: 'anon' }
  | { role: 'authenticated'; id: string; email?: string }
  | { role: 'service_role' };

export interface ResultColumn {
  name: string;
  /** The type as Postgres writes it (`uuid`, `timestamp with time zone`). */
  type: string;
}

export type RunResult =
  | {
      kind: 'rows';
      columns: ResultColumn[];
      /** At most `ROW_LIMIT` rows, each value already turned into the text shown. */
      rows: (string | null)[][];
      /** Every row the statement returned, also those not sent. */
      total: number;
      ms: number;
    }
  | { kind: 'affected'; count: number; ms: number }
  | {
      kind: 'error';
      message: string;
      /** The SQLSTATE, when Postgres gave one. */
      code?: string;
      detail?: string;
      hint?: string;
      ms: number;
    };

/** The most rows a result shows; the count says how many there were. */
export const ROW_LIMIT = 500;

/** How long one run may take before the page stops it and starts the database again. */
export const RUN_TIME_LIMIT_MS = 10_000;

/** The translated request, as the translator builds it (`HttpRequest` of sql-to-rest). */
export interface RestCall {
  method: string;
  path: string;
  query: [string, string][];
  headers: [string, string][];
  body: unknown;
}

/** "Run both": the SQL's result, the request's answer from the PostgREST stand-in, and whether they agree. */
export interface BothResult {
  sql: RunResult;
  rest: { status: number; body: string };
  /** Null when one side failed, so there is nothing to compare. */
  equal: boolean | null;
}

export type ToRunner =
  | { id: number; type: 'start'; assetBase: string; pageSqlUrl: string }
  | { id: number; type: 'run'; block: number; sql: string; as: RunAs }
  | { id: number; type: 'users' }
  | { id: number; type: 'both'; sql: string; request: RestCall; as: RunAs };

export type FromRunner =
  | { type: 'progress'; text: string; loaded?: number; total?: number }
  | { id: number; type: 'started'; bytes: number; ms: number }
  | { id: number; type: 'ran'; result: RunResult }
  | { id: number; type: 'users'; users: { id: string; email: string | null }[] }
  | { id: number; type: 'both'; result: BothResult }
  | { id: number; type: 'failed'; message: string };
