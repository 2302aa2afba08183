import type { FuncCall, Node, TypeName } from '@pgsql/types';
import { UnsupportedError, unsupported } from '../errors.ts';
import type { AggregateFunction, ColumnRef, Target } from '../model.ts';
import { describeNode, nodeAs, stringList } from './ast.ts';
import type { Context } from './context.ts';
import {
  describeColumn,
  readColumnExpression,
  resolveColumnRef,
  type Scope,
  type ScopeRelation,
} from './scope.ts';

const AGGREGATES = new Set<AggregateFunction>(['count', 'sum', 'avg', 'min', 'max']);

export const AGGREGATES_ENABLED =
  'Aggregate functions must be enabled in the API (PostgREST setting db-aggregates-enabled); PostgREST groups by every selected column that is not aggregated.';

/** Canonical type names PostgreSQL reports, shown the way people write them. */
const TYPE_NAMES: Record<string, string> = {
  int2: 'smallint',
  int4: 'int',
  int8: 'bigint',
  float4: 'real',
  float8: 'float8',
  bool: 'boolean',
};

export function readCastType(typeName: TypeName | undefined): string {
  if ((typeName?.typmods?.length ?? 0) > 0 || (typeName?.arrayBounds?.length ?? 0) > 0) {
    throw unsupported(
      'Casting to a type with modifiers or to an array type',
      'PostgREST casts accept a plain type name such as text or int.',
    );
  }
  const name = stringList(typeName?.names).at(-1) ?? '';
  const shown = TYPE_NAMES[name] ?? name;
  if (!/^[\p{L}\p{N}_$]+$/u.test(shown)) throw unsupported(`Casting to the type \`${shown}\``);
  return shown;
}

/** Tracks where each relation's targets go and which embeds have been placed in their parent. */
export class TargetTree {
  readonly root: Target[] = [];
  private readonly placed = new Set<ScopeRelation>();

  targetsOf(relation: ScopeRelation): Target[] {
    if (!relation.embed || !relation.parent) return this.root;
    this.place(relation);
    return relation.embed.targets;
  }

  place(relation: ScopeRelation): void {
    if (!relation.embed || !relation.parent || this.placed.has(relation)) return;
    this.placed.add(relation);
    this.targetsOf(relation.parent).push(relation.embed);
  }

  isPlaced(relation: ScopeRelation): boolean {
    return this.placed.has(relation);
  }
}

export type TargetInfo = {
  /** Non-aggregated columns of the request's table, for the GROUP BY check. */
  groupedColumns: ColumnRef[];
  hasAggregates: boolean;
  /** Select-list aliases, so ORDER BY can refer to them. */
  aliases: Map<string, ColumnRef>;
  /** Select-list columns in order, for ORDER BY 1. */
  positions: (ColumnRef | undefined)[];
};

export function processTargets(targetList: Node[], scope: Scope, tree: TargetTree, ctx: Context): TargetInfo {
  const info: TargetInfo = { groupedColumns: [], hasAggregates: false, aliases: new Map(), positions: [] };
  for (const item of targetList) {
    const target = nodeAs(item, 'ResTarget');
    if (!target?.val) throw unsupported('This select list item');
    const alias = target.name;
    const value = target.val;
    const star = nodeAs(value, 'ColumnRef');
    if (star && nodeAs(star.fields?.at(-1), 'A_Star')) {
      const resolved = resolveColumnRef(star, scope, ctx);
      const relations = (star.fields?.length ?? 0) > 1 ? [resolved.relation] : scope.relations;
      for (const relation of relations) {
        relation.used = true;
        tree.targetsOf(relation).push({ type: 'star' });
      }
      info.positions.push(undefined);
      continue;
    }
    const cast = nodeAs(value, 'TypeCast');
    const inner = cast ? cast.arg : value;
    const castType = cast ? readCastType(cast.typeName) : undefined;
    const call = nodeAs(inner, 'FuncCall');
    if (call) {
      const target = readAggregate(call, scope, ctx);
      if (alias) target.alias = alias;
      if (castType) target.cast = castType;
      tree.root.push(target);
      info.hasAggregates = true;
      info.positions.push(undefined);
      continue;
    }
    const resolved = readColumnExpression(inner, scope, ctx);
    if (!resolved) {
      throw new UnsupportedError(
        `${describeNode(inner ?? value)} in the select list are not supported by PostgREST`,
        'PostgREST returns columns (optionally cast or aliased); compute other values in a view, a generated column or a database function called through RPC.',
      );
    }
    const column = resolved.column;
    const local: ColumnRef = { name: column.name };
    if (column.jsonPath) local.jsonPath = column.jsonPath;
    const entry: Target = { type: 'column', column: local };
    if (alias && alias !== column.name) entry.alias = alias;
    if (castType) entry.cast = castType;
    tree.targetsOf(resolved.relation).push(entry);
    if (resolved.relation === scope.root) info.groupedColumns.push(column);
    if (alias) info.aliases.set(alias, column);
    info.positions.push(column);
  }
  return info;
}

function readAggregate(call: FuncCall, scope: Scope, ctx: Context): Extract<Target, { type: 'aggregate' }> {
  const names = stringList(call.funcname);
  const name = names.at(-1) ?? '';
  const schema = names.length > 1 ? names[0] : undefined;
  if (call.over)
    throw unsupported('Window functions (OVER)', 'Compute the window in a view or a database function.');
  if (!AGGREGATES.has(name as AggregateFunction) || (schema && schema !== 'pg_catalog')) {
    throw new UnsupportedError(
      `The function \`${names.join('.')}\` in the select list is not supported by PostgREST`,
      'PostgREST supports the aggregates count, sum, avg, min and max; for other functions use a computed column, a view, or call a function through RPC.',
    );
  }
  const fn = name as AggregateFunction;
  if (call.agg_distinct) throw unsupported(`${fn}(DISTINCT ...)`);
  if (call.agg_filter) throw unsupported('FILTER on aggregates');
  if ((call.agg_order?.length ?? 0) > 0 || call.agg_within_group) throw unsupported('Ordered aggregates');
  ctx.assume(AGGREGATES_ENABLED);
  if (call.agg_star) {
    if (fn !== 'count') throw unsupported(`${fn}(*)`);
    return { type: 'aggregate', fn };
  }
  const args = call.args ?? [];
  const [arg] = args;
  if (args.length !== 1 || !arg) throw unsupported(`${fn} with ${args.length} arguments`);
  if (nodeAs(arg, 'TypeCast')) {
    throw unsupported('Casting the input of an aggregate', 'Cast the result instead, e.g. sum(amount)::int.');
  }
  const resolved = readColumnExpression(arg, scope, ctx);
  if (!resolved) throw unsupported(`${fn} over ${describeNode(arg).toLowerCase()}`);
  if (resolved.relation !== scope.root) {
    throw unsupported(
      `Aggregating columns of a joined table (\`${describeColumn(resolved.column)}\`)`,
      'Aggregate in a view or a database function and call it through RPC.',
    );
  }
  return { type: 'aggregate', fn, column: resolved.column };
}
