import type { PGlite, Results } from '@electric-sql/pglite';
import { actAs, actAsOwner } from '@/lib/docs-as-code/act-as';
import { answerRequest, StandIn } from '@/lib/docs-as-code/postgrest/stand-in-core';
import {
  type BothResult,
  type PageSql,
  type RestCall,
  ROW_LIMIT,
  type RunAs,
  type RunResult,
} from './protocol';
import { sameRows } from './same-rows';

/*
 * The page's database: set up as the CI sets up the page (the stand-in, the guides it builds on), then caught up
 * to the block the reader runs by running the page's earlier blocks first, in page order, as the CI does. Runs
 * in the runner's worker in the browser and in Node in the tests, on the same PGlite.
 */

/** The search path of the platform's roles; PGlite sets its own when it starts (see platform-stand-in.sql). */
const SEARCH_PATH = `set search_path = "$user", public, extensions`;

export class PageDatabase {
  /** How many of the page's blocks (from the first) have been applied. */
  private applied = 0;

  constructor(
    private readonly db: PGlite,
    private readonly page: PageSql,
  ) {}

  /**
   * Runs the stand-in (unless the database started from a data directory that has it) and the guides the page
   * builds on: the state the page's first block starts from.
   */
  async setUp({ standInLoaded = false } = {}): Promise<void> {
    if (!standInLoaded) await this.db.exec(this.page.standIn);
    await this.db.exec(SEARCH_PATH);
    for (const sql of this.page.prerequisites) await this.db.exec(sql);
  }

  /** Runs the page's blocks before `block` that have not run yet, as the database owner. */
  private async catchUp(block: number): Promise<void> {
    await actAsOwner(this.db);
    for (; this.applied < block; this.applied += 1) {
      const earlier = this.page.blocks[this.applied];
      if (!earlier || earlier.step === 'skip') continue;
      try {
        await this.db.exec(earlier.code);
      } catch (error) {
        await this.db.exec('rollback').catch(() => {});
        if (earlier.step === 'run') throw error;
      }
    }
  }

  /** Runs `sql` in the place of the page's block number `block`, as `as`, and describes its last statement. */
  async run(block: number, sql: string, as: RunAs): Promise<RunResult> {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
      await this.catchUp(block);
    } catch (error) {
      return { ...describeError(error, 'An earlier block of this page failed: '), ms: ms() };
    }
    this.applied = Math.max(this.applied, block + 1);
    let results: Results<unknown[]>[];
    try {
      results = await this.execAs(sql, as);
    } catch (error) {
      // A failed statement inside the reader's own `begin` leaves the transaction aborted; end it as the CI does.
      await this.db.exec('rollback').catch(() => {});
      await actAsOwner(this.db).catch(() => {});
      return { ...describeError(error), ms: ms() };
    }
    const elapsed = ms();
    await actAsOwner(this.db);
    return this.resultOf(results.at(-1), elapsed);
  }

  /**
   * "Run both" on the translator page: the SQL, then the translated request through the PostgREST stand-in, over
   * the page's database after all its blocks, both as `as`, each undone afterwards so both see the same rows.
   */
  async runBoth(sql: string, call: RestCall, as: RunAs): Promise<BothResult> {
    try {
      await this.catchUp(this.page.blocks.length);
    } catch (error) {
      return {
        sql: { ...describeError(error, 'An earlier block of this page failed: '), ms: 0 },
        rest: { status: 0, body: '' },
        equal: null,
      };
    }
    await this.db.exec('begin');
    let raw: unknown[][] | null = null;
    let sqlResult: RunResult;
    try {
      await this.db.exec('savepoint run_both');
      sqlResult = await this.runInPlace(sql, as, (rows) => {
        raw = rows;
      });
      await actAsOwner(this.db);
      await this.db.exec('rollback to savepoint run_both');
      const standIn = new StandIn(this.db, { schemas: ['public'], aggregatesEnabled: false, maxRows: 1000 });
      const url = `/rest/v1/${call.path.replace(/^\/+/, '')}${call.query.length ? `?${new URLSearchParams(call.query)}` : ''}`;
      const claims =
        as.role === 'postgres'
          ? { role: 'service_role' }
          : as.role === 'authenticated'
            ? { role: as.role, sub: as.id }
            : { role: as.role };
      const token = `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.x`;
      const headers: Record<string, string> = { apikey: 'in-page', authorization: `Bearer ${token}` };
      for (const [name, value] of call.headers) headers[name.toLowerCase()] = value;
      const answer = await answerRequest(
        this.db,
        standIn,
        { method: call.method, url, headers },
        call.body === null ? '' : JSON.stringify(call.body),
      );
      let body = answer.body;
      let equal: boolean | null = null;
      try {
        const parsed = JSON.parse(answer.body) as unknown;
        body = JSON.stringify(parsed, null, 2);
        const restRows = Array.isArray(parsed) ? parsed : [parsed];
        if (raw && answer.status < 300 && sqlResult.kind === 'rows') equal = sameRows(raw, restRows);
      } catch {
        // Not JSON (an empty body): shown as it came.
      }
      return { sql: sqlResult, rest: { status: answer.status, body }, equal };
    } finally {
      await this.db.exec('rollback').catch(() => {});
      await actAsOwner(this.db);
    }
  }

  /** `sql` as `as` (the owner for `postgres`), each row an array of its values. */
  private async execAs(sql: string, as: RunAs): Promise<Results<unknown[]>[]> {
    if (as.role === 'postgres') await actAsOwner(this.db);
    else await actAs(this.db, as);
    return (await this.db.exec(sql, { rowMode: 'array' })) as Results<unknown[]>[];
  }

  /** Runs `sql` as `as` inside the caller's transaction, handing the raw rows of its last statement to `keep`. */
  private async runInPlace(sql: string, as: RunAs, keep: (rows: unknown[][]) => void): Promise<RunResult> {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    let results: Results<unknown[]>[];
    try {
      results = await this.execAs(sql, as);
    } catch (error) {
      await this.db.exec('rollback to savepoint run_both').catch(() => {});
      return { ...describeError(error), ms: ms() };
    }
    const elapsed = ms();
    await actAsOwner(this.db);
    const last = results.at(-1);
    if (last && last.fields.length > 0) keep(last.rows);
    return this.resultOf(last, elapsed);
  }

  /** What the reader sees of a run's last statement: its rows (the first ROW_LIMIT, with types) or a count. */
  private async resultOf(last: Results<unknown[]> | undefined, elapsed: number): Promise<RunResult> {
    if (!last || last.fields.length === 0) {
      return { kind: 'affected', count: last?.affectedRows ?? 0, ms: elapsed };
    }
    const types = await this.typeNames(last.fields.map((field) => field.dataTypeID));
    return {
      kind: 'rows',
      columns: last.fields.map((field) => ({
        name: field.name,
        type: types.get(field.dataTypeID) ?? 'unknown',
      })),
      rows: last.rows.slice(0, ROW_LIMIT).map((row) => row.map(shownValue)),
      total: last.rows.length,
      ms: elapsed,
    };
  }

  /** The users in `auth.users`, for choosing whom to run as. */
  async users(): Promise<{ id: string; email: string | null }[]> {
    await actAsOwner(this.db);
    const result = await this.db.query<{ id: string; email: string | null }>(
      'select id::text as id, email from auth.users order by created_at, email',
    );
    return result.rows;
  }

  private async typeNames(oids: number[]): Promise<Map<number, string>> {
    const result = await this.db.query<{ oid: number; name: string }>(
      'select oid::int as oid, format_type(oid, null) as name from pg_type where oid = any($1::oid[])',
      [oids],
    );
    return new Map(result.rows.map((row) => [row.oid, row.name]));
  }
}

/** A value as the result table shows it: text as Postgres would print it where it matters. */
export function shownValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  if (value instanceof Uint8Array) {
    return `\\x${Array.from(value, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A Postgres error (PGlite's `DatabaseError` carries the SQLSTATE as `code`), or any other failure. */
export function describeError(error: unknown, prefix = ''): Extract<RunResult, { kind: 'error' }> {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const text = (key: string) =>
    typeof fields[key] === 'string' && fields[key] ? (fields[key] as string) : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return {
    kind: 'error',
    message: prefix + message,
    code: text('code'),
    detail: text('detail'),
    hint: text('hint'),
    ms: 0,
  };
}
