import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { actAs, actAsOwner } from './platform-db';

/*
 * A small PostgREST over PGlite, enough for the supabase-js reference's database examples: reads with the
 * filters and modifiers supabase-js sends (operators, `not.`, `or=`, order, limit/offset), insert, upsert,
 * update, delete with `Prefer: return=representation` and `tx=rollback`, `rpc/` (a scalar or a set of rows;
 * the AI guides' `match_documents` too), and the object, CSV and null-stripping formats. Each request runs as `anon` in a savepoint, so a failed one leaves the connection
 * usable. Anything it does not know (embedded resources, casts) is a 400, so an example that needs more fails.
 */

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

class StandInError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 'PGRST100',
  ) {
    super(message);
  }
}

function ident(name: string): string {
  if (!IDENTIFIER.test(name)) throw new StandInError(400, `unsupported identifier "${name}"`);
  return `"${name}"`;
}

/** Splits on commas outside parentheses, braces and double quotes. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (!quoted && (char === '(' || char === '{')) depth++;
    if (!quoted && (char === ')' || char === '}')) depth--;
    if (char === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

/** `(1,2)` or `("Paris","Osaka")` → a Postgres array literal `{1,2}` / `{"Paris","Osaka"}`. */
function listToArray(list: string): string {
  if (!list.startsWith('(') || !list.endsWith(')')) throw new StandInError(400, `"${list}" is not a list`);
  return `{${list.slice(1, -1)}}`;
}

const COMPARISONS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sr: '>>',
  sl: '<<',
  nxl: '&>',
  nxr: '&<',
  adj: '-|-',
  isdistinct: 'is distinct from',
};

const TEXT_SEARCH: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** Bound parameters of one statement. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** One `operator.value` (after the column), possibly `not.`-prefixed, as SQL. */
function condition(column: string, expression: string, params: Params): string {
  if (expression.startsWith('not.')) return `not (${condition(column, expression.slice(4), params)})`;
  const dot = expression.indexOf('.');
  if (dot < 0) throw new StandInError(400, `"${expression}" has no operator`);
  const operator = expression.slice(0, dot);
  const value = expression.slice(dot + 1);
  const col = ident(column);
  const quantified = /^(like|ilike)\((all|any)\)$/.exec(operator);
  if (quantified) return `${col} ${quantified[1]} ${quantified[2]}(${params.add(value)}::text[])`;
  const search = /^(fts|plfts|phfts|wfts)(?:\(([a-z_]+)\))?$/.exec(operator);
  if (search) {
    const fn = TEXT_SEARCH[search[1] ?? ''];
    return search[2]
      ? `${col} @@ ${fn}(${params.add(search[2])}::regconfig, ${params.add(value)})`
      : `${col} @@ ${fn}(${params.add(value)})`;
  }
  if (operator === 'is') {
    if (!['null', 'true', 'false', 'unknown'].includes(value)) throw new StandInError(400, `is.${value}`);
    return `${col} is ${value}`;
  }
  if (operator === 'in') return `${col} = any(${params.add(listToArray(value))})`;
  const sqlOperator = COMPARISONS[operator];
  if (!sqlOperator) throw new StandInError(400, `unsupported operator "${operator}"`);
  return `${col} ${sqlOperator} ${params.add(value)}`;
}

/** `or=(a.eq.1,and(b.gt.2,c.lt.3))` → SQL. */
function logical(kind: 'or' | 'and', list: string, params: Params): string {
  if (!list.startsWith('(') || !list.endsWith(')')) throw new StandInError(400, `${kind} needs a list`);
  const parts = splitTopLevel(list.slice(1, -1)).map((part) => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/.exec(part);
    if (nested) {
      const sql = logical(nested[2] as 'or' | 'and', nested[3] ?? '', params);
      return nested[1] ? `not ${sql}` : sql;
    }
    const dot = part.indexOf('.');
    return condition(part.slice(0, dot), part.slice(dot + 1), params);
  });
  return `(${parts.join(` ${kind} `)})`;
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

/** The `where` clause of the request's filters. */
function whereClause(query: URLSearchParams, params: Params): string {
  const conditions: string[] = [];
  for (const [key, value] of query) {
    if (RESERVED.has(key)) continue;
    if (key === 'or' || key === 'and') conditions.push(logical(key, value, params));
    else conditions.push(condition(key, value, params));
  }
  return conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
}

/** `name, label:code` → `"name", "code" as "label"`; `*` stays. Embedding and casts are not supported. */
function columnList(select: string | null): string {
  if (!select || select === '*') return '*';
  return splitTopLevel(select)
    .map((part) => part.trim())
    .map((part) => {
      if (part === '*') return '*';
      const [alias, column] = part.includes(':') ? part.split(':') : [null, part];
      return alias ? `${ident(column ?? '')} as ${ident(alias)}` : ident(column ?? '');
    })
    .join(', ');
}

function orderClause(order: string | null): string {
  if (!order) return '';
  const parts = order.split(',').map((part) => {
    const [column = '', ...modifiers] = part.split('.');
    const sql = [ident(column)];
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') sql.push(modifier);
      else if (modifier === 'nullsfirst') sql.push('nulls first');
      else if (modifier === 'nullslast') sql.push('nulls last');
      else throw new StandInError(400, `unsupported order "${part}"`);
    }
    return sql.join(' ');
  });
  return ` order by ${parts.join(', ')}`;
}

function pageClause(query: URLSearchParams): string {
  const limit = query.get('limit');
  const offset = query.get('offset');
  const number = (text: string) => {
    if (!/^\d+$/.test(text)) throw new StandInError(400, `"${text}" is not a number`);
    return text;
  };
  return `${limit ? ` limit ${number(limit)}` : ''}${offset ? ` offset ${number(offset)}` : ''}`;
}

/** The statement for one request, and whether its rows are the response. */
function statement(
  method: string,
  relation: string,
  query: URLSearchParams,
  body: unknown,
  prefer: string,
): { sql: string; params: unknown[]; returnsRows: boolean } {
  const params = new Params();
  const table = `public.${ident(relation)}`;
  const returning = prefer.includes('return=representation');
  const returnList = returning ? ` returning ${columnList(query.get('select'))}` : '';
  if (method === 'GET' || method === 'HEAD') {
    const where = whereClause(query, params);
    const sql = `select ${columnList(query.get('select'))} from ${table}${where}${orderClause(query.get('order'))}${pageClause(query)}`;
    return { sql, params: params.values, returnsRows: true };
  }
  if (method === 'POST') {
    const rows = (Array.isArray(body) ? body : [body]) as Record<string, unknown>[];
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    const values = rows
      .map(
        (row) =>
          `(${columns.map((column) => (column in row ? params.add(toParam(row[column])) : 'default')).join(', ')})`,
      )
      .join(', ');
    let conflict = '';
    if (prefer.includes('resolution=')) {
      const target = (query.get('on_conflict') ?? 'id').split(',').map(ident).join(', ');
      conflict = prefer.includes('resolution=ignore-duplicates')
        ? ` on conflict (${target}) do nothing`
        : ` on conflict (${target}) do update set ${columns.map((column) => `${ident(column)} = excluded.${ident(column)}`).join(', ')}`;
    }
    const sql = `insert into ${table} (${columns.map(ident).join(', ')}) values ${values}${conflict}${returnList}`;
    return { sql, params: params.values, returnsRows: returning };
  }
  if (method === 'PATCH') {
    const assignments = Object.entries(body as Record<string, unknown>)
      .map(([column, value]) => `${ident(column)} = ${params.add(toParam(value))}`)
      .join(', ');
    const sql = `update ${table} set ${assignments}${whereClause(query, params)}${returnList}`;
    return { sql, params: params.values, returnsRows: returning };
  }
  if (method === 'DELETE') {
    const sql = `delete from ${table}${whereClause(query, params)}${returnList}`;
    return { sql, params: params.values, returnsRows: returning };
  }
  throw new StandInError(405, `unsupported method ${method}`);
}

/**
 * The statement that calls `public.<name>` with the named arguments of a JSON body (bound as `$1`), as
 * PostgREST does: the body goes through `json_to_record` with the function's own parameter types, so a JSON
 * array becomes a Postgres array or, for a type such as pgvector's `vector`, is read from its JSON text. A
 * function that returns a set answers a JSON array of its rows; any other, its one value.
 */
async function rpcStatement(db: PGlite, name: string, keys: string[]): Promise<string> {
  const found = await db.query<{ retset: boolean; args: { name: string; type: string }[] | null }>(
    `select p.proretset as retset,
       (select json_agg(json_build_object('name', a.name, 'type', format_type(a.type, null)) order by a.n)
        from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargnames, p.proargmodes::text[])
          with ordinality as a(type, name, mode, n)
        where coalesce(a.mode, 'i') in ('i', 'b', 'v')) as args
     from pg_proc as p
     where p.pronamespace = 'public'::regnamespace and p.proname = $1`,
    [name],
  );
  if (found.rows.length !== 1)
    throw new StandInError(404, `no single function public.${name} in the schema cache`, 'PGRST202');
  const { retset, args } = found.rows[0] as {
    retset: boolean;
    args: { name: string; type: string }[] | null;
  };
  const declared = args ?? [];
  for (const key of keys) {
    if (!declared.some((arg) => arg.name === key))
      throw new StandInError(404, `public.${name} has no parameter "${key}"`, 'PGRST202');
  }
  const given = declared.filter((arg) => keys.includes(arg.name));
  const call = `public.${ident(name)}(${given.map((arg) => `${ident(arg.name)} => _args.${ident(arg.name)}`).join(', ')})`;
  const record =
    given.length > 0
      ? `json_to_record($1::json) as _args(${given.map((arg) => `${ident(arg.name)} ${arg.type}`).join(', ')})`
      : '(select $1::json) as _args';
  return retset
    ? `select coalesce(json_agg(_row), '[]'::json) as value from ${record}, lateral ${call} as _row`
    : `select ${call} as value from ${record}`;
}

/** JSON arrays become Postgres array literals (the stand-in's columns are text or integer arrays). */
function toParam(value: unknown): unknown {
  if (Array.isArray(value)) return `{${value.map((item) => JSON.stringify(item)).join(',')}}`;
  return value;
}

function toCsv(rows: Record<string, unknown>[], columns: string[]): string {
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [columns.join(','), ...rows.map((row) => columns.map((column) => cell(row[column])).join(','))].join(
    '\n',
  );
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

export async function startPostgrestStandIn(db: PGlite): Promise<{ url: string; server: Server }> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const accept = String(request.headers.accept ?? 'application/json');
    const prefer = String(request.headers.prefer ?? '');
    const send = (status: number, body: string, type = 'application/json') => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    if (!request.headers.apikey) return send(401, JSON.stringify({ message: 'No API key found in request' }));
    await db.exec('savepoint request');
    try {
      const bodyText = await readBody(request);
      const body: unknown = bodyText ? JSON.parse(bodyText) : undefined;
      const rpc = /^\/rest\/v1\/rpc\/([a-z_][a-z0-9_]*)$/.exec(url.pathname)?.[1];
      const relation = /^\/rest\/v1\/([a-z_][a-z0-9_]*)$/.exec(url.pathname)?.[1];
      await actAs(db, { role: 'anon' });
      if (rpc) {
        const sql = await rpcStatement(db, rpc, Object.keys((body ?? {}) as Record<string, unknown>));
        const result = await db.query<{ value: unknown }>(sql, [JSON.stringify(body ?? {})]);
        return send(200, JSON.stringify(result.rows[0]?.value ?? null));
      }
      if (!relation) throw new StandInError(404, `no route ${url.pathname}`);
      const { sql, params, returnsRows } = statement(
        request.method ?? 'GET',
        relation,
        url.searchParams,
        body,
        prefer,
      );
      const result = await db.query<Record<string, unknown>>(sql, params);
      if (prefer.includes('tx=rollback')) await db.exec('rollback to savepoint request');
      const status = request.method === 'POST' ? 201 : 200;
      if (!returnsRows) return send(request.method === 'POST' ? 201 : 204, '');
      const rows = result.rows;
      if (accept.includes('vnd.pgrst.object+json')) {
        if (rows.length !== 1)
          throw new StandInError(
            406,
            `JSON object requested, multiple (or no) rows returned (${rows.length})`,
            'PGRST116',
          );
        return send(status, JSON.stringify(rows[0]));
      }
      if (accept.includes('text/csv'))
        return send(
          status,
          toCsv(
            rows,
            result.fields.map((field) => field.name),
          ),
          'text/csv',
        );
      const shown = accept.includes('nulls=stripped')
        ? rows.map((row) => Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)))
        : rows;
      send(status, JSON.stringify(shown));
    } catch (error) {
      await db.exec('rollback to savepoint request');
      const status = error instanceof StandInError ? error.status : 400;
      const code = error instanceof StandInError ? error.code : 'PGRST000';
      send(
        status,
        JSON.stringify({
          code,
          message: error instanceof Error ? error.message : String(error),
          details: null,
          hint: null,
        }),
      );
    } finally {
      await db.exec('release savepoint request');
      await actAsOwner(db);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}
