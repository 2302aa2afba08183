import type { ColumnRef as AstColumnRef, Node } from '@pgsql/types';
import { ParseError, UnsupportedError } from '../errors.ts';
import type { ColumnRef, EmbedTarget, JsonPathStep } from '../model.ts';
import { nodeAs, operatorName, stringList } from './ast.ts';
import type { Context } from './context.ts';

/** A table the statement reads: the request's own table or one reached through a join. */
export type ScopeRelation = {
  name: string;
  schema?: string;
  alias?: string;
  /** Embedding path from the request's table; empty for the request's table itself. */
  path: string[];
  join?: 'inner' | 'left';
  parent?: ScopeRelation;
  embed?: EmbedTarget;
  /** Whether the select list, a filter or an order term mentions this relation. */
  used: boolean;
  /**
   * For a joined table, how many of its rows match one parent row, read from the ON condition's column
   * names: `to-one` when it joins on its own `id`, `to-many` when the parent joins on its `id`.
   */
  direction?: 'to-one' | 'to-many' | 'unknown';
  /** Columns of this table named in its ON condition. */
  joinColumns?: string[];
  /** Columns of the parent table named in the ON condition, in the same order. */
  parentColumns?: string[];
  /** `LEFT JOIN … WHERE joined.id IS NULL`: only parent rows without a match are kept. */
  antiJoin?: boolean;
  /**
   * A LEFT JOIN to the "many" side that can only be expressed if the statement aggregates its columns per
   * parent row (`customers?select=name,orders(count())`); `refusal` is the error to raise otherwise.
   */
  perParent?: { refusal: Error };
};

export type ResolvedColumn = { relation: ScopeRelation; column: ColumnRef };

export class Scope {
  readonly relations: ScopeRelation[] = [];
  /**
   * The table named in FROM, which columns written without a table name belong to. It is the request's
   * table unless a one-to-many join was turned around to start from the "many" side.
   */
  primary: ScopeRelation;

  constructor(readonly root: ScopeRelation) {
    this.relations.push(root);
    this.primary = root;
  }

  get hasJoins(): boolean {
    return this.relations.length > 1;
  }

  add(relation: ScopeRelation): void {
    this.relations.push(relation);
  }

  /** Finds a relation by alias, by name, or by `schema.name`. */
  find(qualifier: string[]): ScopeRelation | undefined {
    if (qualifier.length === 1) {
      const [name] = qualifier;
      const byAlias = this.relations.find((relation) => relation.alias === name);
      if (byAlias) return byAlias;
      return this.relations.find((relation) => relation.alias === undefined && relation.name === name);
    }
    const [schema, name] = qualifier;
    return this.relations.find(
      (relation) => relation.alias === undefined && relation.name === name && relation.schema === schema,
    );
  }
}

/** Fields of a column reference: names, with `'*'` for a trailing star. */
function columnFields(ref: AstColumnRef): string[] {
  return (ref.fields ?? []).map((field) =>
    nodeAs(field, 'A_Star') ? '*' : (nodeAs(field, 'String')?.sval ?? ''),
  );
}

function resolveQualifier(
  scope: Scope,
  qualifier: string[],
  location: number,
  ctx: Context,
  columnName: string,
): ScopeRelation {
  if (qualifier.length === 0) {
    if (scope.hasJoins) {
      ctx.assume(
        `Columns written without a table name (such as \`${columnName}\`) are taken to belong to \`${scope.primary.name}\`.`,
      );
    }
    return scope.primary;
  }
  const relation = scope.find(qualifier);
  if (!relation) {
    throw new ParseError(
      `missing FROM-clause entry for table "${qualifier.join('.')}"`,
      location,
      'Every table named before a column must appear in FROM or JOIN (or be its alias).',
    );
  }
  return relation;
}

/** A plain column reference, `table.column`, or `table.*` (returned with name `*`). */
export function resolveColumnRef(ref: AstColumnRef, scope: Scope, ctx: Context): ResolvedColumn {
  const fields = columnFields(ref);
  if (fields.length > 3) {
    throw new UnsupportedError(
      'References with a database name (catalog.schema.table.column) are not supported by PostgREST',
      'Leave out the database name.',
    );
  }
  const name = fields[fields.length - 1] ?? '';
  const relation = resolveQualifier(scope, fields.slice(0, -1), ref.location ?? 0, ctx, name);
  relation.used = true;
  return { relation, column: withRelation({ name }, relation) };
}

function withRelation(column: ColumnRef, relation: ScopeRelation): ColumnRef {
  return relation.path.length > 0 ? { relation: [...relation.path], ...column } : column;
}

/**
 * A column, optionally followed by `->`/`->>` steps with constant keys (`data->'a'->>0`).
 * Returns `undefined` when the expression is something else.
 */
export function readColumnExpression(
  node: Node | undefined,
  scope: Scope,
  ctx: Context,
): ResolvedColumn | undefined {
  const ref = nodeAs(node, 'ColumnRef');
  if (ref) {
    const resolved = resolveColumnRef(ref, scope, ctx);
    if (resolved.column.name === '*') return undefined;
    return resolved;
  }
  const expression = nodeAs(node, 'A_Expr');
  if (expression?.kind !== 'AEXPR_OP') return undefined;
  const arrow = operatorName(expression.name);
  if (arrow !== '->' && arrow !== '->>') return undefined;
  const base = readColumnExpression(expression.lexpr, scope, ctx);
  if (!base) return undefined;
  if (base.column.jsonPath?.at(-1)?.arrow === '->>') {
    throw new UnsupportedError(
      '`->>` returns text, so no further JSON step can follow it',
      'Use `->` for every step except the last one.',
    );
  }
  const castKey = nodeAs(expression.rexpr, 'TypeCast');
  const castKeyValue = castKey ? jsonKey(castKey.arg) : undefined;
  if (castKey && castKeyValue !== undefined) {
    const type = displayTypeName(stringList(castKey.typeName?.names).at(-1) ?? 'type');
    const shown = typeof castKeyValue === 'number' ? String(castKeyValue) : `'${castKeyValue}'`;
    const path = describeColumn(localColumn(base));
    throw new ParseError(
      `\`::\` binds tighter than \`${arrow}\` in PostgreSQL, so \`${path}${arrow}${shown}::${type}\` casts the key ${shown}, not the JSON value`,
      castKey.location ?? expression.location ?? 0,
      `Put the JSON path in parentheses: (${path}${arrow}${shown})::${type}${arrow === '->' ? ` — or (${path}->>${shown})::${type} to cast the value's text` : ''}.`,
    );
  }
  const key = jsonKey(expression.rexpr);
  if (key === undefined) {
    throw new UnsupportedError(
      'JSON paths must use constant keys',
      "Write each step with a quoted key or an integer index, e.g. data->'address'->>'city'.",
    );
  }
  const step: JsonPathStep = { arrow, key };
  return {
    relation: base.relation,
    column: { ...base.column, jsonPath: [...(base.column.jsonPath ?? []), step] },
  };
}

function jsonKey(node: Node | undefined): string | number | undefined {
  const constant = nodeAs(node, 'A_Const');
  if (!constant) return undefined;
  if (constant.sval) return constant.sval.sval ?? '';
  if (constant.ival) return constant.ival.ival ?? 0;
  return undefined;
}

/** PostgreSQL's internal type names, shown the way people write them. */
const TYPE_NAMES: Record<string, string> = {
  int2: 'smallint',
  int4: 'int',
  int8: 'bigint',
  float4: 'real',
  float8: 'float8',
  bool: 'boolean',
};

export function displayTypeName(name: string): string {
  return TYPE_NAMES[name] ?? name;
}

/** The column as the SQL names it (without the embedding path), for messages that quote the SQL. */
function localColumn(resolved: ResolvedColumn): ColumnRef {
  const { relation: _relation, ...local } = resolved.column;
  return local;
}

export function describeColumn(column: ColumnRef): string {
  const base = [...(column.relation ?? []), column.name].join('.');
  const path = (column.jsonPath ?? []).map((step) => `${step.arrow}${step.key}`).join('');
  return base + path;
}
