import { StandInError } from './errors';
import { columnSql, condition, ident, logical, type Params, parseColumnPath } from './filters';
import type { SchemaCache } from './relations';

/*
 * POST (insert and upsert), PATCH and DELETE as PostgREST v12 writes them: the payload's columns are the
 * `columns` parameter or the first object's keys (every object must then have the same keys); a key missing
 * from a row is null, or the column's default with `Prefer: missing=default`; values are read with
 * `json_populate_record`, so JSON arrays, objects and ranges reach their columns' types. Every statement
 * returns the written rows (`t0.*`) for the response to select from.
 */

export type WriteRequest = {
  method: 'POST' | 'PATCH' | 'DELETE';
  schema: string;
  table: string;
  body: unknown;
  prefer: string;
  columns: string | null;
  onConflict: string | null;
  filters: [string, string][];
  /** The platform loads pg-safeupdate for API roles: UPDATE and DELETE need a WHERE clause. */
  safeUpdate: boolean;
};

function whereSql(filters: [string, string][], params: Params): string[] {
  const columnOf = (name: string) => columnSql('t0', parseColumnPath(name));
  return filters.map(([name, value]) =>
    name === 'or' || name === 'and'
      ? logical(name, value, params, columnOf)
      : condition(columnOf(name), value, params),
  );
}

function payloadColumns(rows: Record<string, unknown>[], columns: string | null): string[] {
  if (columns) return columns.split(',').map((column) => column.trim().replace(/^"|"$/g, ''));
  const first = Object.keys(rows[0] ?? {});
  for (const row of rows) {
    const keys = Object.keys(row);
    if (keys.length !== first.length || !keys.every((name) => first.includes(name))) {
      throw new StandInError(400, 'All object keys must match', 'PGRST102');
    }
  }
  return first;
}

export function writeSql(request: WriteRequest, params: Params, cache: SchemaCache): string {
  const table = `${ident(request.schema)}.${ident(request.table)}`;
  const where = whereSql(request.filters, params);
  const populate = (row: unknown) =>
    `json_populate_record(null::${table}, ${params.add(JSON.stringify(row))}::json)`;
  if (request.method === 'DELETE' || request.method === 'PATCH') {
    if (request.safeUpdate && where.length === 0) {
      throw Object.assign(
        new Error(`${request.method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`),
        {
          code: '21000',
        },
      );
    }
    const filter = where.length ? ` where ${where.join(' and ')}` : '';
    if (request.method === 'DELETE') return `delete from ${table} as t0${filter} returning t0.*`;
    if (!request.body || typeof request.body !== 'object' || Array.isArray(request.body)) {
      throw new StandInError(400, 'PATCH needs one JSON object', 'PGRST102');
    }
    const record = populate(request.body);
    const set = Object.keys(request.body)
      .map((column) => `${ident(column)} = (${record}).${ident(column)}`)
      .join(', ');
    return `update ${table} as t0 set ${set}${filter} returning t0.*`;
  }
  const rows = (Array.isArray(request.body) ? request.body : [request.body]) as Record<string, unknown>[];
  if (rows.length === 0 || rows.some((row) => !row || typeof row !== 'object')) {
    throw new StandInError(400, 'Empty or invalid json', 'PGRST102');
  }
  const columns = payloadColumns(rows, request.columns);
  const missing = request.prefer.includes('missing=default') ? 'default' : 'null';
  const values = rows
    .map((row) => {
      const record = populate(row);
      return `(${columns.map((column) => (column in row ? `(${record}).${ident(column)}` : missing)).join(', ')})`;
    })
    .join(', ');
  let conflict = '';
  const resolution = /resolution=(merge-duplicates|ignore-duplicates)/.exec(request.prefer)?.[1];
  if (resolution) {
    const target = request.onConflict
      ? request.onConflict.split(',').map((column) => column.trim())
      : (cache.primaryKeys.get(`${request.schema}.${request.table}`) ?? []);
    const targetSql = target.map(ident).join(', ');
    conflict =
      resolution === 'ignore-duplicates'
        ? ` on conflict (${targetSql}) do nothing`
        : ` on conflict (${targetSql}) do update set ${columns.map((column) => `${ident(column)} = excluded.${ident(column)}`).join(', ')}`;
  }
  return `insert into ${table} as t0 (${columns.map(ident).join(', ')}) values ${values}${conflict} returning t0.*`;
}
