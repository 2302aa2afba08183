/**
 * The typed PostgREST request model that the processor builds from SQL and the renderers read.
 * Nothing here is pre-formatted: names, paths and values stay structured until a renderer writes them.
 */

/** One `->` or `->>` step into a JSON column; numbers are array indexes. */
export type JsonPathStep = { arrow: '->' | '->>'; key: string | number };

/**
 * A column. `relation` is the path of embedded resources from the request's table down to the table the
 * column belongs to (absent for the request's own table); `jsonPath` descends into a json/jsonb value.
 */
export type ColumnRef = { relation?: string[]; name: string; jsonPath?: JsonPathStep[] };

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A SQL literal. Numbers keep their SQL spelling so that nothing is lost to floating point. */
export type Literal =
  | { type: 'string'; value: string }
  | { type: 'number'; value: string }
  | { type: 'boolean'; value: boolean }
  | { type: 'null' }
  | { type: 'array'; items: Literal[] }
  | { type: 'json'; value: JsonValue };

export type AggregateFunction = 'count' | 'sum' | 'avg' | 'min' | 'max';

export type Target =
  | { type: 'star' }
  | { type: 'column'; column: ColumnRef; alias?: string; cast?: string }
  | {
      type: 'aggregate';
      fn: AggregateFunction;
      /** Absent for `count(*)`. */
      column?: ColumnRef;
      /** Cast applied to the column before aggregating, e.g. `sum(price::int)`. */
      inputCast?: string;
      alias?: string;
      /** Cast applied to the aggregate's result, e.g. `avg(x)::int`. */
      cast?: string;
    }
  | EmbedTarget;

export type EmbedTarget = {
  type: 'embed';
  relation: string;
  /** `inner` keeps only parent rows with a match, `left` keeps all parent rows. */
  join: 'inner' | 'left';
  /**
   * `...relation(...)`: the embedded row's columns are merged into the parent row instead of nesting an
   * object, which gives SQL's flat rows. PostgREST v12 spreads to-one relationships only.
   */
  spread?: boolean;
  targets: Target[];
};

/** Operators that take one value. */
export type CompareOperator =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'isdistinct'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'sl'
  | 'sr'
  | 'nxl'
  | 'nxr'
  | 'adj';

export type QuantifiableOperator = 'eq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'match' | 'imatch';

export type FtsVariant = 'fts' | 'plfts' | 'phfts' | 'wfts';

export type IsValue = 'null' | 'true' | 'false' | 'unknown';

export type ColumnFilter =
  | { type: 'compare'; column: ColumnRef; operator: CompareOperator; value: Literal; negate: boolean }
  | { type: 'in'; column: ColumnRef; values: Literal[]; negate: boolean }
  | {
      type: 'quantified';
      column: ColumnRef;
      operator: QuantifiableOperator;
      quantifier: 'any' | 'all';
      values: Literal[];
      negate: boolean;
    }
  | { type: 'is'; column: ColumnRef; value: IsValue; negate: boolean }
  | { type: 'fts'; column: ColumnRef; variant: FtsVariant; config?: string; query: string; negate: boolean };

/**
 * `?authors=is.null`: keeps the rows that have no related `authors` row (an anti-join). `relation` is the
 * embedding path of the embedded resource, which must be selected (it can be empty: `authors()`).
 */
export type EmbedNullFilter = { type: 'embed-null'; relation: string[]; negate: boolean };

/** Filters are kept in negation normal form: only column filters carry `negate`. */
export type LogicalFilter = { type: 'and' | 'or'; filters: Filter[] };

export type Filter = ColumnFilter | LogicalFilter | EmbedNullFilter;

export function isLogical(filter: Filter): filter is LogicalFilter {
  return filter.type === 'and' || filter.type === 'or';
}

export function isEmbedNull(filter: Filter): filter is EmbedNullFilter {
  return filter.type === 'embed-null';
}

export type Sort = { column: ColumnRef; direction: 'asc' | 'desc'; nulls?: 'first' | 'last' };

export type Limit = { count?: number; offset?: number };

/** Where rows come from: a table or view in a schema (`schema` absent means the default schema). */
export type Resource = { schema?: string; name: string };

type Query = {
  filter?: Filter;
  order: Sort[];
  limit?: Limit;
};

export type SelectStatement = Query & {
  type: 'select';
  from: Resource;
  targets: Target[];
};

export type RpcStatement = Query & {
  type: 'rpc';
  fn: Resource;
  args: [string, Literal][];
  /** Columns picked from a set-returning function; absent when the function's value is returned as is. */
  targets?: Target[];
};

/** `DEFAULT` in a VALUES row. */
export type DefaultValue = { type: 'default' };

export type InsertStatement = {
  type: 'insert';
  into: Resource;
  columns: string[];
  rows: (Literal | DefaultValue)[][];
  onConflict?: { columns: string[]; action: 'merge' | 'ignore' };
  returning?: Target[];
};

export type UpdateStatement = {
  type: 'update';
  table: Resource;
  set: [string, Literal][];
  filter?: Filter;
  returning?: Target[];
};

export type DeleteStatement = {
  type: 'delete';
  from: Resource;
  filter?: Filter;
  returning?: Target[];
};

export type Statement = SelectStatement | RpcStatement | InsertStatement | UpdateStatement | DeleteStatement;

export type TranslateResult = {
  statement: Statement;
  /** What the translation takes for granted, in sentences meant for the reader. */
  assumptions: string[];
};
