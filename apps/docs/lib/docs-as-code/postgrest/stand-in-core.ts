import type { PGlite } from '@electric-sql/pglite';
import { actAsOwner } from '../act-as';
import { StandInError, statusForSqlState } from './errors';
import { ident, Params } from './filters';
import { loadSchemaCache } from './relations';
import { callSql, functionInfo } from './rpc';
import { type LevelParams, paramsByLevel, parseSelect, ReadBuilder, type ReadSource } from './select';
import { writeSql } from './writes';

/*
 * A PostgREST v12 stand-in over PGlite for the docs' request examples: reads with filters, embedded resources,
 * aggregates, order, `limit`/`offset` and the `Range` header, `Prefer: count=…` with `Content-Range`, HEAD;
 * insert, upsert, update and delete with `Prefer: return=…`, `missing=default` and `tx=rollback`; `rpc/` by
 * GET and POST; schemas chosen with `Accept-Profile`/`Content-Profile`; the object, CSV and null-stripping
 * formats. Each request runs in a savepoint as the role of its bearer token (`anon` without one), with the
 * token's payload as `request.jwt.claims`, so row level security applies. The token's signature is not
 * checked: tests mint their own. The body is built as JSON in SQL, as PostgREST does, so types print as
 * Postgres prints them. What it does not know is a 400, so an example that needs more fails.
 */

export type StandInOptions = {
  /** `db-schemas`: the exposed schemas, the first being the default. */
  schemas?: string[];
  /** `db-aggregates-enabled`. */
  aggregatesEnabled?: boolean;
  /** `db-max-rows`, also the threshold of `count=estimated`. */
  maxRows?: number;
};

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
const RESERVED = new Set(['select', 'columns', 'on_conflict']);

/** The payload of a bearer token, or `{ role: 'anon' }` when there is none or it is not a JWT. */
/** The text of a base64url string (a JWT part), in Node and in a browser alike. */
function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) =>
    c.charCodeAt(0),
  );
  return new TextDecoder().decode(bytes);
}

/** What the stand-in reads of a request: Node's `IncomingMessage` has these, and so does a page's own call. */
export type StandInRequest = {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
};

export function requestClaims(authorization: string | undefined): Record<string, unknown> {
  const token = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return { role: 'anon' };
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as Record<string, unknown>;
    return typeof claims.role === 'string' ? claims : { role: 'anon' };
  } catch {
    return { role: 'anon' };
  }
}

function toCsv(rows: Record<string, unknown>[]): string {
  const columns = Object.keys(rows[0] ?? {});
  const cell = (value: unknown) => {
    const text =
      value === null || value === undefined
        ? ''
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [columns.join(','), ...rows.map((row) => columns.map((column) => cell(row[column])).join(','))].join(
    '\n',
  );
}

export type Answer = { status: number; body: string; headers: Record<string, string> };

export class StandIn {
  constructor(
    private readonly db: PGlite,
    private readonly options: Required<StandInOptions>,
  ) {}

  /**
   * PostgREST's in-database configuration: `pgrst.db_schemas` and `pgrst.db_aggregates_enabled` set on the
   * `authenticator` role override the stand-in's options, as they override PostgREST's config file.
   */
  private async settings(): Promise<Required<StandInOptions>> {
    const result = await this.db.query<{ setting: string }>(
      `select unnest(rolconfig) as setting from pg_roles where rolname = 'authenticator'`,
    );
    const settings = { ...this.options };
    for (const { setting } of result.rows) {
      const [name, value = ''] = setting.split(/=(.*)/s);
      if (name === 'pgrst.db_schemas') settings.schemas = value.split(',').map((schema) => schema.trim());
      if (name === 'pgrst.db_aggregates_enabled') settings.aggregatesEnabled = value === 'true';
    }
    return settings;
  }

  async answer(request: StandInRequest, bodyText: string): Promise<Answer> {
    // Read for every request: the platform reloads PostgREST's schema cache after each change to the schema.
    const cache = await loadSchemaCache(this.db);
    const options = await this.settings();
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = request.method ?? 'GET';
    const read = method === 'GET' || method === 'HEAD';
    const header = (name: string) => String(request.headers[name] ?? '');
    const prefer = header('prefer');
    const accept = header('accept') || 'application/json';
    const profile = header(read ? 'accept-profile' : 'content-profile');
    const schema = profile || (options.schemas[0] as string);
    if (!options.schemas.includes(schema)) {
      throw new StandInError(
        406,
        `The schema must be one of the following: ${options.schemas.join(', ')}`,
        'PGRST106',
      );
    }
    const body: unknown = bodyText ? JSON.parse(bodyText) : undefined;
    const query = [...url.searchParams.entries()];
    const params = new Params();
    const items = parseSelect(url.searchParams.get('select'));
    const rpc = /^\/rest\/v1\/rpc\/([a-zA-Z_][a-zA-Z0-9_]*)$/.exec(url.pathname)?.[1];
    const relation = /^\/rest\/v1\/([a-zA-Z_][a-zA-Z0-9_]*)$/.exec(url.pathname)?.[1];
    if (!rpc && !relation) throw new StandInError(404, `no route ${url.pathname}`, 'PGRST125');

    let source: ReadSource;
    let write: string | undefined;
    let levelQuery = query;
    let scalar: { call: string; set: boolean } | undefined;
    let readOnly = read;
    // A function that returns one row (not a set) answers with an object.
    let single = false;
    if (rpc) {
      if (!read && method !== 'POST')
        throw new StandInError(405, 'Only GET and POST are allowed for functions', 'PGRST101');
      const info = await functionInfo(this.db, schema, rpc);
      const argNames = new Set(info.args.map((arg) => arg.name));
      const args: Record<string, unknown> = read
        ? Object.fromEntries(query.filter(([name]) => argNames.has(name)))
        : ((body ?? {}) as Record<string, unknown>);
      levelQuery = read ? query.filter(([name]) => !argNames.has(name)) : query;
      const call = callSql(schema, rpc, info, args, prefer.includes('params=single-object'), params);
      // PostgREST calls a function read-only unless it is volatile and called with POST, so a write fails there.
      if (read || !info.volatile) await this.db.exec('set transaction_read_only = on');
      readOnly = true;
      single = !info.returnsSet;
      if (!info.returnsRows) scalar = { call, set: info.returnsSet };
      source = { schema, table: info.rowType ?? rpc, from: call };
    } else {
      source = { schema, table: relation as string, from: `${ident(schema)}.${ident(relation as string)}` };
      if (!read) {
        if (method !== 'POST' && method !== 'PATCH' && method !== 'DELETE') {
          throw new StandInError(405, `unsupported method ${method}`, 'PGRST117');
        }
        const levels = paramsByLevel(query, RESERVED);
        write = writeSql(
          {
            method,
            schema,
            table: relation as string,
            body,
            prefer,
            columns: url.searchParams.get('columns'),
            onConflict: url.searchParams.get('on_conflict'),
            filters: levels.get('')?.filters ?? [],
            safeUpdate: true,
          },
          params,
          cache,
        );
        source = { ...source, from: 'pgrst_source' };
        // The filters were the write's; only the order and the embeds' parameters shape the response.
        levelQuery = query.filter(([name]) => name === 'order' || name.includes('.'));
      }
    }

    const levels = paramsByLevel(levelQuery, RESERVED);
    const builder = (levelMap: Map<string, LevelParams>, own: Params) =>
      new ReadBuilder({
        cache,
        params: own,
        levels: levelMap,
        aggregatesEnabled: options.aggregatesEnabled,
      });
    const range = /^(\d+)-(\d*)$/.exec(header('range'));
    const top = levels.get('') ?? { filters: [] };
    let offset = Number(top.offset ?? 0);
    let limit = top.limit === undefined ? undefined : Number(top.limit);
    if (range && read) {
      offset = Number(range[1]);
      if (range[2]) limit = Number(range[2]) - offset + 1;
    }
    if (limit === undefined || limit > options.maxRows) limit = Math.min(limit ?? Infinity, options.maxRows);
    const page = { order: true, limit: String(limit), offset: offset ? String(offset) : undefined };

    let main: string;
    if (scalar) {
      main = scalar.set
        ? `select coalesce(json_agg(_v), '[]'::json)::text as body from ${scalar.call} _v`
        : `select to_json(${scalar.call})::text as body`;
    } else {
      const select = builder(levels, params).build(source, items, page);
      const prefix = write ? `with pgrst_source as (${write}) ` : '';
      main = `${prefix}select coalesce(json_agg(_p), '[]'::json)::text as body, count(*)::int as n from (${select}) _p`;
    }
    const result = await this.db.query<{ body: string; n?: number }>(main, params.values);
    const text = result.rows[0]?.body ?? 'null';
    const rowCount = result.rows[0]?.n ?? 0;

    let total: number | undefined;
    const count = /count=(exact|planned|estimated)/.exec(prefer)?.[1];
    if (count && read && !scalar) {
      const countParams = new Params();
      // The total counts every matching row: the top level's limit and offset are left out.
      const countQuery = levelQuery.filter(([name]) => name !== 'limit' && name !== 'offset');
      const unpaged = builder(paramsByLevel(countQuery, RESERVED), countParams).build(source, items, {
        order: false,
      });
      if (count !== 'exact') {
        const plan = await this.db.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
          `explain (format json) ${unpaged}`,
          countParams.values,
        );
        total = plan.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'];
      }
      if (count === 'exact' || (count === 'estimated' && (total ?? 0) <= options.maxRows)) {
        const exact = await this.db.query<{ n: number }>(
          `select count(*)::int as n from (${unpaged}) _c`,
          countParams.values,
        );
        total = exact.rows[0]?.n;
      }
    }
    // Rolling back also ends the read-only mode set for a function call.
    if (prefer.includes('tx=rollback') || readOnly) await this.db.exec('rollback to savepoint request');

    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    if (read && !scalar) {
      const upper = offset + rowCount - 1;
      headers['content-range'] =
        `${total !== 0 && offset <= upper ? `${offset}-${upper}` : '*'}/${total ?? '*'}`;
    }
    let status = method === 'POST' && !rpc ? 201 : 200;
    if (read && total !== undefined) {
      if (offset > total) status = 416;
      else if (rowCount < total) status = 206;
    }
    if (write && !prefer.includes('return=representation')) {
      return { status: method === 'POST' ? 201 : 204, body: '', headers: {} };
    }
    if (method === 'HEAD') return { status, body: '', headers };
    if (single && !scalar)
      return { status, body: JSON.stringify((JSON.parse(text) as unknown[])[0] ?? null), headers };
    if (accept.includes('vnd.pgrst.object+json') && !scalar) {
      const rows = JSON.parse(text) as unknown[];
      if (rows.length !== 1) {
        throw new StandInError(
          406,
          'JSON object requested, multiple (or no) rows returned',
          'PGRST116',
          `The result contains ${rows.length} rows`,
        );
      }
      return { status, body: JSON.stringify(rows[0]), headers };
    }
    if (accept.includes('text/csv')) {
      return {
        status,
        body: toCsv(JSON.parse(text) as Record<string, unknown>[]),
        headers: { ...headers, 'content-type': 'text/csv' },
      };
    }
    if (accept.includes('nulls=stripped')) {
      const rows = (JSON.parse(text) as Record<string, unknown>[]).map((row) =>
        Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)),
      );
      return { status, body: JSON.stringify(rows), headers };
    }
    return { status, body: text, headers };
  }
}

/**
 * One request as PostgREST answers it: as the bearer token's role with its claims, in a savepoint (a
 * transaction of its own outside one), errors as PostgREST's JSON. Used over HTTP (../postgrest-stand-in.ts)
 * and in the page (the translator's "Run both").
 */
export async function answerRequest(
  db: PGlite,
  standIn: StandIn,
  request: StandInRequest,
  bodyText: string,
): Promise<Answer> {
  if (!request.headers.apikey) {
    return {
      status: 401,
      body: JSON.stringify({ message: 'No API key found in request' }),
      headers: { 'content-type': 'application/json' },
    };
  }
  const authorization = request.headers.authorization;
  const claims = requestClaims(typeof authorization === 'string' ? authorization : undefined);
  const role = String(claims.role);
  // Inside a test's transaction each request is a savepoint; outside one it is a transaction of its own.
  const own = !db.isInTransaction();
  if (own) await db.exec('begin');
  await db.exec('savepoint request');
  try {
    if (!API_ROLES.has(role)) throw new StandInError(401, `role "${role}" does not exist`, 'PGRST301');
    await db.query(`select set_config('request.jwt.claims', $1, false)`, [JSON.stringify(claims)]);
    // The role is one of the three names checked above, never other request input.
    await db.exec(`set role ${role}`);
    return await standIn.answer(request, bodyText);
  } catch (error) {
    await db.exec('rollback to savepoint request');
    const sqlState = (error as { code?: unknown }).code;
    const fromPostgres = !(error instanceof StandInError) && typeof sqlState === 'string';
    const status =
      error instanceof StandInError ? error.status : statusForSqlState(String(sqlState ?? ''), role);
    const payload = {
      code: error instanceof StandInError ? error.code : fromPostgres ? sqlState : 'PGRST000',
      details:
        error instanceof StandInError ? error.details : ((error as { detail?: string }).detail ?? null),
      hint: error instanceof StandInError ? error.hint : ((error as { hint?: string }).hint ?? null),
      message: error instanceof Error ? error.message : String(error),
    };
    return {
      status,
      body: JSON.stringify(payload),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    };
  } finally {
    await db.exec('release savepoint request');
    if (own) await db.exec('commit');
    await actAsOwner(db);
  }
}
