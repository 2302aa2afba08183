import type { PGliteInterface, Results } from '@electric-sql/pglite';
import { actAs, actAsOwner } from '@/lib/docs-as-code/act-as';
import { type PageSql, ROW_LIMIT, type RunAs, type RunResult } from './protocol';

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
    private readonly db: PGliteInterface,
    private readonly page: PageSql,
  ) {}

  /** Runs the stand-in and the guides the page builds on: the state the page's first block starts from. */
  async setUp(): Promise<void> {
    await this.db.exec(this.page.standIn);
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
      if (as.role === 'postgres') await actAsOwner(this.db);
      else await actAs(this.db, as);
      results = (await this.db.exec(sql, { rowMode: 'array' })) as Results<unknown[]>[];
    } catch (error) {
      // A failed statement inside the reader's own `begin` leaves the transaction aborted; end it as the CI does.
      await this.db.exec('rollback').catch(() => {});
      await actAsOwner(this.db).catch(() => {});
      return { ...describeError(error), ms: ms() };
    }
    const elapsed = ms();
    await actAsOwner(this.db);
    const last = results.at(-1);
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
