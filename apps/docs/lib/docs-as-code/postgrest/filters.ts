import { StandInError } from './errors';

/*
 * The stand-in's reading of PostgREST v12 filters (`column=operator.value`, `not.`, `or=(…)`/`and=(…)`, the
 * `(any)`/`(all)` modifiers), turned into SQL with bound parameters. A column may be a JSON path
 * (`details->budget->>currency`); the caller says how a column name becomes SQL (its table alias).
 */

/** Splits on commas outside parentheses, braces, brackets and double quotes. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (!quoted && (char === '(' || char === '{' || char === '[')) depth++;
    if (!quoted && (char === ')' || char === '}' || char === ']')) depth--;
    if (char === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

/** Bound parameters of one statement. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const IDENTIFIER = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

export function ident(name: string): string {
  if (!IDENTIFIER.test(name)) throw new StandInError(400, `unsupported identifier "${name}"`);
  return `"${name}"`;
}

/** A column with an optional JSON path: `details->budget->>currency` or `tags`. */
export type ColumnPath = { column: string; path: { arrow: '->' | '->>'; key: string }[] };

export function parseColumnPath(text: string): ColumnPath {
  const [column = '', ...rest] = text.split(/(->>|->)/);
  const path: ColumnPath['path'] = [];
  for (let index = 0; index < rest.length; index += 2) {
    path.push({ arrow: rest[index] as '->' | '->>', key: rest[index + 1] ?? '' });
  }
  ident(column);
  return { column, path };
}

/** The SQL of a column path read through `alias`; array indexes stay numbers, keys become text literals. */
export function columnSql(alias: string, column: ColumnPath): string {
  let sql = `${alias}.${ident(column.column)}`;
  for (const step of column.path) {
    const key = /^-?\d+$/.test(step.key) ? step.key : `'${step.key.replace(/'/g, "''")}'`;
    sql += `${step.arrow}${key}`;
  }
  return sql;
}

/** The name PostgREST gives a selected column path: the last key, or the column itself. */
export function columnName(column: ColumnPath): string {
  return column.path.at(-1)?.key ?? column.column;
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

/** PostgREST accepts `*` for `%` in like patterns, since `%` must be escaped in a URL. */
function likePattern(operator: string, value: string): string {
  return operator === 'like' || operator === 'ilike' ? value.replace(/\*/g, '%') : value;
}

/** One `operator.value` (after the column), possibly `not.`-prefixed, as SQL on the column's SQL `col`. */
export function condition(col: string, expression: string, params: Params): string {
  if (expression.startsWith('not.')) return `not (${condition(col, expression.slice(4), params)})`;
  const dot = expression.indexOf('.');
  if (dot < 0) throw new StandInError(400, `"${expression}" has no operator`, 'PGRST100');
  const operator = expression.slice(0, dot);
  const value = expression.slice(dot + 1);
  const quantified = /^(eq|neq|gt|gte|lt|lte|like|ilike|match|imatch)\((all|any)\)$/.exec(operator);
  if (quantified) {
    const [, base = '', quantifier = ''] = quantified;
    const items = listToArray(value.replace(/^\{/, '(').replace(/\}$/, ')'));
    const pattern = likePattern(base, items);
    return `${col} ${COMPARISONS[base]} ${quantifier}(${params.add(pattern)})`;
  }
  const search = /^(fts|plfts|phfts|wfts)(?:\(([a-z_]+)\))?$/.exec(operator);
  if (search) {
    const fn = TEXT_SEARCH[search[1] ?? ''];
    return search[2]
      ? `${col} @@ ${fn}(${params.add(search[2])}::regconfig, ${params.add(value)})`
      : `${col} @@ ${fn}(${params.add(value)})`;
  }
  if (operator === 'is') {
    if (!['null', 'true', 'false', 'unknown'].includes(value)) {
      throw new StandInError(400, `"is" accepts null, true, false or unknown, not "${value}"`, 'PGRST100');
    }
    return `${col} is ${value}`;
  }
  if (operator === 'in') return `${col} = any(${params.add(listToArray(value))})`;
  const sqlOperator = COMPARISONS[operator];
  if (!sqlOperator) throw new StandInError(400, `unknown operator "${operator}"`, 'PGRST100');
  return `${col} ${sqlOperator} ${params.add(likePattern(operator, value))}`;
}

/** `(a.eq.1,and(b.gt.2,c.lt.3))` → SQL, each column read through `columnOf`. */
export function logical(
  kind: 'or' | 'and',
  list: string,
  params: Params,
  columnOf: (name: string) => string,
): string {
  if (!list.startsWith('(') || !list.endsWith(')')) {
    throw new StandInError(400, `${kind} needs a parenthesised list`, 'PGRST100');
  }
  const parts = splitTopLevel(list.slice(1, -1)).map((part) => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/.exec(part);
    if (nested) {
      const sql = logical(nested[2] as 'or' | 'and', nested[3] ?? '', params, columnOf);
      return nested[1] ? `not ${sql}` : sql;
    }
    const dot = part.search(/\.(?:not\.)?[a-z]+(?:\([a-z]+\))?\./);
    if (dot < 0) throw new StandInError(400, `"${part}" is not a filter`, 'PGRST100');
    return condition(columnOf(part.slice(0, dot)), part.slice(dot + 1), params);
  });
  return `(${parts.join(` ${kind} `)})`;
}
