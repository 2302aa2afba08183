import { RenderError, toTranslatorError } from '../errors.ts';
import type {
  Filter,
  InsertStatement,
  JsonValue,
  Limit,
  Resource,
  Sort,
  Statement,
  Target,
} from '../model.ts';
import { isEmbedNull, isLogical } from '../model.ts';
import { literalToJson, rowToJson } from './json-values.ts';
import {
  formatEmbedNullKey,
  formatEmbedNullValue,
  formatFilterKey,
  formatFilterValue,
  formatLogicItems,
  formatName,
  formatOrder,
  formatSelect,
  treeRelation,
} from './postgrest-syntax.ts';
import { encodePathSegment } from './url.ts';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * A PostgREST request. `path` is percent-encoded and relative to the API's base URL; `query` holds
 * decoded name/value pairs in order; `body` is the JSON value to send, or null.
 */
export type HttpRequest = {
  method: HttpMethod;
  path: string;
  query: [string, string][];
  headers: [string, string][];
  body: JsonValue | null;
};

export function renderHttp(statement: Statement): HttpRequest {
  try {
    return build(statement);
  } catch (error) {
    throw toTranslatorError(error, 'http');
  }
}

function build(statement: Statement): HttpRequest {
  switch (statement.type) {
    case 'select': {
      const query: [string, string][] = [['select', formatSelect(statement.targets)]];
      addQuery(query, statement.filter, statement.order, statement.limit);
      return request('GET', tablePath(statement.from), query, profile('GET', statement.from), null);
    }
    case 'rpc': {
      const query: [string, string][] = statement.targets
        ? [['select', formatSelect(statement.targets)]]
        : [];
      addQuery(query, statement.filter, statement.order, statement.limit);
      const body = Object.fromEntries(statement.args.map(([name, value]) => [name, literalToJson(value)]));
      const path = `/rpc/${encodePathSegment(statement.fn.name)}`;
      return request('POST', path, query, profile('POST', statement.fn), body);
    }
    case 'insert':
      return buildInsert(statement);
    case 'update': {
      const query: [string, string][] = [];
      addFilters(query, statement.filter);
      const prefer = addReturning(query, statement.returning);
      const body = Object.fromEntries(statement.set.map(([name, value]) => [name, literalToJson(value)]));
      return request(
        'PATCH',
        tablePath(statement.table),
        query,
        [...profile('PATCH', statement.table), ...preferHeader(prefer)],
        body,
      );
    }
    case 'delete': {
      const query: [string, string][] = [];
      addFilters(query, statement.filter);
      const prefer = addReturning(query, statement.returning);
      return request(
        'DELETE',
        tablePath(statement.from),
        query,
        [...profile('DELETE', statement.from), ...preferHeader(prefer)],
        null,
      );
    }
  }
}

/** Insert shape shared with the supabase-js renderer: the JSON body and whether `missing=default` is needed. */
export function insertPayload(statement: InsertStatement): {
  body: JsonValue;
  columns: string[] | undefined;
  missingDefault: boolean;
} {
  const objects = statement.rows.map((row) => rowToJson(statement.columns, row));
  if (objects.length === 1) return { body: objects[0] ?? {}, columns: undefined, missingDefault: false };
  // Listed in order of first appearance, as supabase-js does.
  const columns = [...new Set(objects.flatMap((object) => Object.keys(object)))];
  const missingDefault = objects.some((object) => columns.some((column) => !(column in object)));
  return { body: objects, columns, missingDefault };
}

function buildInsert(statement: InsertStatement): HttpRequest {
  const { body, columns, missingDefault } = insertPayload(statement);
  const query: [string, string][] = [];
  const prefer: string[] = [];
  if (statement.onConflict) {
    prefer.push(`resolution=${statement.onConflict.action === 'merge' ? 'merge' : 'ignore'}-duplicates`);
    if (statement.onConflict.columns.length > 0)
      query.push(['on_conflict', statement.onConflict.columns.join(',')]);
  }
  if (missingDefault) prefer.push('missing=default');
  if (columns && columns.length > 0)
    query.push(['columns', columns.map((column) => `"${column}"`).join(',')]);
  prefer.push(...addReturning(query, statement.returning));
  return request(
    'POST',
    tablePath(statement.into),
    query,
    [...profile('POST', statement.into), ...preferHeader(prefer)],
    body,
  );
}

function addReturning(query: [string, string][], returning: Target[] | undefined): string[] {
  if (!returning) return [];
  query.push(['select', formatSelect(returning)]);
  return ['return=representation'];
}

function preferHeader(tokens: string[]): [string, string][] {
  return tokens.length > 0 ? [['Prefer', tokens.join(',')]] : [];
}

function addQuery(
  query: [string, string][],
  filter: Filter | undefined,
  order: Sort[],
  limit: Limit | undefined,
): void {
  addFilters(query, filter);
  if (order.length > 0) query.push(['order', formatOrder(order)]);
  if (limit?.count !== undefined) query.push(['limit', String(limit.count)]);
  if (limit?.offset !== undefined) query.push(['offset', String(limit.offset)]);
}

/** Top-level AND becomes one parameter per condition; OR trees become `or=(...)` on their table. */
function filterParams(filter: Filter | undefined): [string, string][] {
  if (!filter) return [];
  const conjuncts = filter.type === 'and' ? filter.filters : [filter];
  return conjuncts.map((conjunct): [string, string] => {
    if (isLogical(conjunct)) {
      const relation = treeRelation(conjunct).map(formatName);
      return [[...relation, conjunct.type].join('.'), `(${formatLogicItems(conjunct.filters)})`];
    }
    if (isEmbedNull(conjunct)) return [formatEmbedNullKey(conjunct), formatEmbedNullValue(conjunct)];
    return [formatFilterKey(conjunct.column), formatFilterValue(conjunct)];
  });
}

function addFilters(query: [string, string][], filter: Filter | undefined): void {
  query.push(...filterParams(filter));
}

function tablePath(resource: Resource): string {
  if (resource.name === '') throw new RenderError('The table name is empty', 'http');
  return `/${encodePathSegment(resource.name)}`;
}

function profile(method: HttpMethod, resource: Resource): [string, string][] {
  if (!resource.schema) return [];
  return [[method === 'GET' ? 'Accept-Profile' : 'Content-Profile', resource.schema]];
}

function request(
  method: HttpMethod,
  path: string,
  query: [string, string][],
  headers: [string, string][],
  body: JsonValue | null,
): HttpRequest {
  const all: [string, string][] = [...headers];
  if (body !== null) all.push(['Content-Type', 'application/json']);
  return { method, path, query, headers: all, body };
}
