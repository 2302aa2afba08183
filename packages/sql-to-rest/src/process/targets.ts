import type { FuncCall, Node, TypeName } from '@pgsql/types';
import { UnsupportedError, unsupported } from '../errors.ts';
import type { AggregateFunction, ColumnRef, Target } from '../model.ts';
import { describeNode, nodeAs, stringList } from './ast.ts';
import type { Context } from './context.ts';
import {
  displayTypeName,
  readColumnExpression,
  resolveColumnRef,
  type Scope,
  type ScopeRelation,
} from './scope.ts';

const AGGREGATES = new Set<AggregateFunction>(['count', 'sum', 'avg', 'min', 'max']);

const AGGREGATES_ENABLED =
  'Aggregate functions must be enabled in the API (PostgREST setting db-aggregates-enabled); PostgREST groups by every selected column that is not aggregated.';

function readCastType(typeName: TypeName | undefined): string {
  if ((typeName?.typmods?.length ?? 0) > 0 || (typeName?.arrayBounds?.length ?? 0) > 0) {
    throw unsupported(
      'Casting to a type with modifiers or to an array type',
      'PostgREST casts accept a plain type name such as text or int.',
    );
  }
  const name = stringList(typeName?.names).at(-1) ?? '';
  const shown = displayTypeName(name);
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
  /** Non-aggregated columns (of every table), for the GROUP BY check. */
  groupedColumns: ColumnRef[];
  hasAggregates: boolean;
  /** Select-list aliases, so ORDER BY can refer to them. */
  aliases: Map<string, ColumnRef>;
  /** Select-list columns in order, for ORDER BY 1. */
  positions: (ColumnRef | undefined)[];
};

export function processTargets(targetList: Node[], scope: Scope, tree: TargetTree, ctx: Context): TargetInfo {
  const info: TargetInfo = { groupedColumns: [], hasAggregates: false, aliases: new Map(), positions: [] };
  let bareStar = false;
  for (const item of targetList) {
    const target = nodeAs(item, 'ResTarget');
    if (!target?.val) throw unsupported('This select list item');
    const alias = target.name;
    const value = target.val;
    const star = nodeAs(value, 'ColumnRef');
    if (star && nodeAs(star.fields?.at(-1), 'A_Star')) {
      // `table.*` is that table's columns; a bare `*` is every table's, placed once all lists are known.
      const relation =
        (star.fields?.length ?? 0) > 1 ? resolveColumnRef(star, scope, ctx).relation : scope.root;
      if (relation === scope.root && (star.fields?.length ?? 0) === 1) bareStar = true;
      relation.used = true;
      tree.targetsOf(relation).push({ type: 'star' });
      info.positions.push(undefined);
      continue;
    }
    const cast = nodeAs(value, 'TypeCast');
    const inner = cast ? cast.arg : value;
    const castType = cast ? readCastType(cast.typeName) : undefined;
    const call = nodeAs(inner, 'FuncCall');
    if (call) {
      const { target, relation } = readAggregate(call, scope, ctx);
      if (alias) target.alias = alias;
      if (castType) target.cast = castType;
      tree.targetsOf(relation).push(target);
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
    info.groupedColumns.push(column);
    if (alias) info.aliases.set(alias, column);
    info.positions.push(column);
  }
  if (bareStar) addBareStar(scope, tree, ctx);
  return info;
}

/**
 * SQL's bare `*` also repeats every column of every joined table. A joined table the select list names
 * columns of gets just those (so it can be spread into flat rows); the others get all their columns.
 */
function addBareStar(scope: Scope, tree: TargetTree, ctx: Context): void {
  for (const relation of scope.relations) {
    if (relation === scope.root) continue;
    const named = tree.isPlaced(relation) && (relation.embed?.targets.length ?? 0) > 0;
    if (named) {
      ctx.assume(
        `\`*\` is read as the columns of \`${scope.root.name}\` (and of joined tables without listed columns); from \`${relation.name}\` only the listed columns are returned.`,
      );
      continue;
    }
    relation.used = true;
    tree.targetsOf(relation).push({ type: 'star' });
  }
}

type ReadAggregate = { target: Extract<Target, { type: 'aggregate' }>; relation: ScopeRelation };

function readAggregate(call: FuncCall, scope: Scope, ctx: Context): ReadAggregate {
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
    return { target: { type: 'aggregate', fn }, relation: scope.root };
  }
  const args = call.args ?? [];
  const [arg] = args;
  if (args.length !== 1 || !arg) throw unsupported(`${fn} with ${args.length} arguments`);
  // `sum(price::int)` casts the input; PostgREST writes it `price::int.sum()`.
  const inputCast = nodeAs(arg, 'TypeCast');
  const input = inputCast ? inputCast.arg : arg;
  const resolved = readColumnExpression(input, scope, ctx);
  if (!resolved) throw unsupported(`${fn} over ${describeNode(input ?? arg).toLowerCase()}`);
  // A column of a joined table is aggregated inside its (spread) embed: `...authors(born.max())`.
  const { relation: _path, ...local } = resolved.column;
  const target: Extract<Target, { type: 'aggregate' }> = { type: 'aggregate', fn, column: local };
  if (inputCast) target.inputCast = readCastType(inputCast.typeName);
  return { target, relation: resolved.relation };
}
