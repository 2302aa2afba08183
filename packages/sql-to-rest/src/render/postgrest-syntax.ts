/**
 * Writers for PostgREST's query-string grammar: field names, select lists, filter operands, logic trees
 * and order terms. Every escaping rule lives here, so the HTTP and supabase-js renderers agree.
 */
import {
  type ColumnFilter,
  type ColumnRef,
  type EmbedNullFilter,
  type Filter,
  isEmbedNull,
  isLogical,
  type JsonPathStep,
  type Literal,
  type Sort,
  type Target,
} from '../model.ts';

/** Characters PostgREST accepts in an unquoted field name (letters, digits, `_`, `$`). */
const PLAIN_NAME = /^[\p{L}\p{N}_$]+$/u;

/** Top-level query keys that PostgREST reads as something other than a column. */
const RESERVED_KEYS = new Set([
  'and',
  'or',
  'not',
  'select',
  'order',
  'limit',
  'offset',
  'on_conflict',
  'columns',
]);

function quote(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

export function formatName(name: string): string {
  return PLAIN_NAME.test(name) ? name : quote(name);
}

function formatKeyName(name: string): string {
  return RESERVED_KEYS.has(name) ? quote(name) : formatName(name);
}

function formatJsonPath(path: JsonPathStep[] | undefined): string {
  return (path ?? [])
    .map((step) => {
      if (typeof step.key === 'number') return `${step.arrow}${step.key}`;
      // A key made of digits would be read as an array index.
      const key = /^-?\d+$/.test(step.key) ? quote(step.key) : formatName(step.key);
      return `${step.arrow}${key}`;
    })
    .join('');
}

/** A column relative to its own table: name plus JSON path. */
export function formatLocalColumn(column: ColumnRef): string {
  return formatName(column.name) + formatJsonPath(column.jsonPath);
}

/** The query-string key for a filter on `column`, prefixed with the embedding path. */
export function formatFilterKey(column: ColumnRef): string {
  const relation = (column.relation ?? []).map(formatName);
  const name =
    relation.length === 0 && !column.jsonPath ? formatKeyName(column.name) : formatName(column.name);
  return [...relation, name].join('.') + formatJsonPath(column.jsonPath);
}

/** The `select` parameter; supabase-js callers may pass `', '` as the separator for readability. */
export function formatSelect(targets: Target[], separator = ','): string {
  return targets.map((target) => formatTarget(target, separator)).join(separator);
}

function formatTarget(target: Target, separator: string): string {
  switch (target.type) {
    case 'star':
      return '*';
    case 'column': {
      const alias = target.alias ? `${formatName(target.alias)}:` : '';
      const cast = target.cast ? `::${target.cast}` : '';
      return alias + formatLocalColumn(target.column) + cast;
    }
    case 'aggregate': {
      const alias = target.alias ? `${formatName(target.alias)}:` : '';
      const cast = target.cast ? `::${target.cast}` : '';
      const inputCast = target.inputCast ? `::${target.inputCast}` : '';
      const column = target.column ? `${formatLocalColumn(target.column)}${inputCast}.` : '';
      return `${alias}${column}${target.fn}()${cast}`;
    }
    case 'embed':
      return `${target.spread ? '...' : ''}${formatName(target.relation)}${target.join === 'inner' ? '!inner' : ''}(${formatSelect(target.targets, separator)})`;
  }
}

/** Values inside `or=(...)` trees and `in.(...)` lists must be quoted when they hold grammar characters. */
function needsQuotes(text: string): boolean {
  return text === '' || /[,.:()"\\\s]/.test(text);
}

function quoteIfNeeded(text: string): string {
  return needsQuotes(text) ? quote(text) : text;
}

/** LIKE patterns: PostgREST reads `*` as `%` (the processor refuses patterns with a literal `*`). */
export function formatPattern(pattern: string): string {
  return pattern.replace(/%/g, '*');
}

/** A PostgreSQL array literal, `{a,"b c",NULL}`. */
function formatPgArray(items: Literal[], transform: (text: string) => string = (text) => text): string {
  return `{${items.map((item) => formatArrayElement(item, transform)).join(',')}}`;
}

function formatArrayElement(item: Literal, transform: (text: string) => string): string {
  switch (item.type) {
    case 'null':
      return 'NULL';
    case 'number':
      return item.value;
    case 'boolean':
      return String(item.value);
    case 'array':
      return formatPgArray(item.items, transform);
    case 'json':
      return quote(JSON.stringify(item.value));
    case 'string': {
      const text = transform(item.value);
      return text === '' || /[{},"\\\s]/.test(text) || text.toUpperCase() === 'NULL' ? quote(text) : text;
    }
  }
}

/** The raw text of a value, before any quoting for lists or trees. */
export function formatScalar(literal: Literal): string {
  switch (literal.type) {
    case 'null':
      return 'null';
    case 'string':
    case 'number':
      return literal.value;
    case 'boolean':
      return String(literal.value);
    case 'array':
      return formatPgArray(literal.items);
    case 'json':
      return JSON.stringify(literal.value);
  }
}

/** The text after the operator, e.g. `Dune` in `eq.Dune`; `inTree` applies logic-tree quoting. */
export function formatOperand(filter: ColumnFilter, inTree: boolean): string {
  switch (filter.type) {
    case 'compare': {
      const isPattern = filter.operator === 'like' || filter.operator === 'ilike';
      const value = filter.value;
      if (value.type === 'number' || value.type === 'boolean') return formatScalar(value);
      const text = isPattern && value.type === 'string' ? formatPattern(value.value) : formatScalar(value);
      return inTree ? treeValue(text) : text;
    }
    case 'in':
      return `(${filter.values.map((value) => (value.type === 'number' || value.type === 'boolean' ? formatScalar(value) : quoteIfNeeded(formatScalar(value)))).join(',')})`;
    case 'quantified': {
      const isPattern = filter.operator === 'like' || filter.operator === 'ilike';
      const text = formatPgArray(filter.values, isPattern ? formatPattern : undefined);
      return inTree ? treeValue(text) : text;
    }
    case 'is':
      return filter.value;
    case 'fts':
      return inTree ? treeValue(filter.query) : filter.query;
  }
}

/**
 * Inside a logic tree an unquoted value ends at `,` or `)`, except that a `{...}` without inner braces
 * is read whole. Anything else with grammar characters is quoted.
 */
function treeValue(text: string): string {
  if (/^\{[^{}]*\}$/.test(text)) return text;
  return quoteIfNeeded(text);
}

/** The operator part, e.g. `not.like`, `fts(english)`, `like(any)`. */
export function formatOperator(filter: ColumnFilter): string {
  const not = filter.negate ? 'not.' : '';
  switch (filter.type) {
    case 'compare':
      return not + filter.operator;
    case 'in':
      return `${not}in`;
    case 'quantified':
      return `${not}${filter.operator}(${filter.quantifier})`;
    case 'is':
      return `${not}is`;
    case 'fts':
      return `${not}${filter.variant}${filter.config ? `(${filter.config})` : ''}`;
  }
}

/** A whole filter as the value of a top-level parameter: `not.eq.5`. */
export function formatFilterValue(filter: ColumnFilter): string {
  return `${formatOperator(filter)}.${formatOperand(filter, false)}`;
}

/** The inside of `or=(...)`: `a.eq.1,and(b.gt.2,c.is.null)`, with columns relative to their table. */
export function formatLogicItems(filters: Filter[]): string {
  return filters.map(formatLogicItem).join(',');
}

function formatLogicItem(filter: Filter): string {
  if (isLogical(filter)) return `${filter.type}(${formatLogicItems(filter.filters)})`;
  if (isEmbedNull(filter)) return `${formatEmbedNullKey(filter)}.${formatEmbedNullValue(filter)}`;
  return `${formatLocalColumn(filter.column)}.${formatOperator(filter)}.${formatOperand(filter, true)}`;
}

export function formatOrder(sorts: Sort[]): string {
  return sorts
    .map((sort) => {
      const [relation] = sort.column.relation ?? [];
      const local = formatLocalColumn(sort.column);
      const term = relation ? `${formatName(relation)}(${local})` : local;
      const nulls = sort.nulls ? `.nulls${sort.nulls}` : '';
      return `${term}.${sort.direction}${nulls}`;
    })
    .join(',');
}

/** The key of an embed null filter: the embedded resource's path, `authors` or `authors.publishers`. */
export function formatEmbedNullKey(filter: EmbedNullFilter): string {
  return filter.relation.map(formatName).join('.');
}

export function formatEmbedNullValue(filter: EmbedNullFilter): string {
  return filter.negate ? 'not.is.null' : 'is.null';
}

/** Relation path of the table an OR/AND tree applies to (the processor keeps each tree on one table). */
export function treeRelation(filter: Filter): string[] {
  if (isLogical(filter)) {
    for (const child of filter.filters) {
      const relation = treeRelation(child);
      if (relation.length > 0) return relation;
    }
    return [];
  }
  // An embed null filter belongs to the table that embeds the resource.
  if (isEmbedNull(filter)) return filter.relation.slice(0, -1);
  return filter.column.relation ?? [];
}
