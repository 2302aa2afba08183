import type { Node, SelectStmt } from '@pgsql/types';
import { UnsupportedError, unsupported } from '../errors.ts';
import type { ColumnRef, Filter, SelectStatement, Statement } from '../model.ts';
import { isLogical } from '../model.ts';
import { nodeAs } from './ast.ts';
import type { Context } from './context.ts';
import { FilterReader } from './filters.ts';
import { processFrom } from './from-clause.ts';
import { processLimit, processOrder } from './order-limit.ts';
import { processFunctionCall, processFunctionScan } from './rpc.ts';
import { describeColumn, resolveColumnRef, type Scope, type ScopeRelation } from './scope.ts';
import { processTargets, TargetTree } from './targets.ts';

/** Clauses PostgREST has no way to express, checked before anything else. */
export function refuseSelectClauses(statement: SelectStmt): void {
  if (statement.op && statement.op !== 'SETOP_NONE') {
    const name = statement.op.replace('SETOP_', '');
    throw unsupported(`${name} queries`, 'Combine the results in a view or a database function and call it.');
  }
  if (statement.withClause) throw unsupported('WITH (common table expressions)');
  if ((statement.valuesLists?.length ?? 0) > 0) throw unsupported('A VALUES list used as a query');
  if (statement.intoClause) throw unsupported('SELECT INTO');
  if ((statement.lockingClause?.length ?? 0) > 0) {
    throw unsupported(
      'Row locking (FOR UPDATE / FOR SHARE)',
      'Lock rows inside a database function called through RPC.',
    );
  }
  if (statement.distinctClause)
    throw unsupported('DISTINCT', 'Use a view that selects distinct rows, or RPC.');
  if ((statement.windowClause?.length ?? 0) > 0) throw unsupported('WINDOW clauses');
  if (statement.havingClause)
    throw unsupported('HAVING', 'Filter the groups in a view or a database function.');
}

export function processSelect(statement: SelectStmt, ctx: Context): Statement {
  refuseSelectClauses(statement);
  const from = statement.fromClause ?? [];
  const [first] = from;
  const functionScan = nodeAs(first, 'RangeFunction');
  if (functionScan && from.length === 1) return processFunctionScan(functionScan, statement, ctx);
  if (from.length === 0) return processFunctionCall(statement, ctx);

  const scope = processFrom(from, ctx);
  const tree = new TargetTree();
  const info = processTargets(statement.targetList ?? [], scope, tree, ctx);
  checkGrouping(statement.groupClause, info.hasAggregates, info.groupedColumns, scope, ctx);
  const filter = statement.whereClause ? new FilterReader(scope, ctx).read(statement.whereClause) : undefined;
  if (filter) checkJoinFilters(filter, scope);
  const order = processOrder(statement.sortClause, scope, info, ctx);
  for (const sort of order) markUsed(scope, sort.column.relation);
  placeEmbeds(scope, tree, ctx);

  const result: SelectStatement = {
    type: 'select',
    from: resourceOf(scope.root),
    targets: tree.root,
    order,
  };
  if (filter) result.filter = filter;
  const limit = processLimit(statement);
  if (limit) result.limit = limit;
  if (limit && scope.hasJoins) {
    ctx.assume('LIMIT and OFFSET count rows of the first table, not joined rows.');
  }
  return result;
}

export function resourceOf(relation: ScopeRelation): SelectStatement['from'] {
  return relation.schema ? { schema: relation.schema, name: relation.name } : { name: relation.name };
}

/** PostgREST groups by every selected column that is not aggregated, so GROUP BY must list exactly those. */
function checkGrouping(
  groupClause: Node[] | undefined,
  hasAggregates: boolean,
  selected: ColumnRef[],
  scope: Scope,
  ctx: Context,
): void {
  const groups = groupClause ?? [];
  if (groups.length === 0) {
    if (hasAggregates && selected.length > 0) {
      throw new UnsupportedError(
        `The column \`${describeColumn(selected[0] as ColumnRef)}\` must appear in GROUP BY or be used in an aggregate`,
        'Add the selected columns to GROUP BY.',
      );
    }
    return;
  }
  if (!hasAggregates) {
    throw unsupported('GROUP BY without aggregates', 'Select an aggregate such as count(*), or use a view.');
  }
  if (scope.hasJoins)
    throw unsupported('GROUP BY together with joins', 'Aggregate in a view or a database function.');
  const keys = new Set(selected.map(describeColumn));
  const grouped = new Set<string>();
  for (const group of groups) {
    const ref = nodeAs(group, 'ColumnRef');
    const position = nodeAs(group, 'A_Const')?.ival;
    let key: string | undefined;
    if (ref) key = describeColumn(resolveColumnRef(ref, scope, ctx).column);
    else if (position)
      key = selected[(position.ival ?? 0) - 1]
        ? describeColumn(selected[(position.ival ?? 0) - 1] as ColumnRef)
        : undefined;
    if (key === undefined)
      throw unsupported('Grouping by an expression', 'Group by plain columns that you also select.');
    if (!keys.has(key)) {
      throw unsupported(
        `Grouping by \`${key}\` without selecting it`,
        'PostgREST groups by the selected columns; add the column to the select list.',
      );
    }
    grouped.add(key);
  }
  for (const key of keys) {
    if (!grouped.has(key)) {
      throw new UnsupportedError(
        `The column \`${key}\` must appear in GROUP BY or be used in an aggregate`,
        'Add the selected columns to GROUP BY.',
      );
    }
  }
}

/**
 * Filters on joined tables filter the parent rows in SQL. PostgREST does the same only for `!inner`
 * embeds, so a filter that rejects NULLs turns a LEFT join into an inner one (exactly as the SQL
 * optimiser would); other filters on LEFT-joined tables cannot be expressed.
 */
function checkJoinFilters(filter: Filter, scope: Scope): void {
  const conjuncts = filter.type === 'and' ? filter.filters : [filter];
  for (const conjunct of conjuncts) {
    const paths = new Set<string>();
    collectRelations(conjunct, paths);
    if (paths.size > 1) {
      throw unsupported(
        'An OR that mixes columns of different tables',
        'PostgREST applies each OR to one table; move the condition into a view or a database function.',
      );
    }
    const [path] = [...paths];
    if (!path) continue;
    const relation = scope.relations.find((candidate) => candidate.path.join('\u0000') === path);
    if (!relation || relation.path.length === 0) continue;
    relation.used = true;
    if (rejectsNulls(conjunct)) {
      for (let current: ScopeRelation | undefined = relation; current?.parent; current = current.parent) {
        current.join = 'inner';
      }
    } else if (hasLeftJoin(relation)) {
      throw unsupported(
        `A condition on the LEFT-joined table \`${relation.name}\` that keeps rows without a match`,
        'PostgREST cannot filter parent rows on a missing related row; use an INNER JOIN or a database function.',
      );
    }
  }
}

function hasLeftJoin(relation: ScopeRelation): boolean {
  for (let current: ScopeRelation | undefined = relation; current?.parent; current = current.parent) {
    if (current.join === 'left') return true;
  }
  return false;
}

function collectRelations(filter: Filter, paths: Set<string>): void {
  if (isLogical(filter)) {
    for (const child of filter.filters) collectRelations(child, paths);
    return;
  }
  paths.add((filter.column.relation ?? []).join('\u0000'));
}

/** Whether the condition is false or unknown whenever the table's columns are all NULL. */
function rejectsNulls(filter: Filter): boolean {
  switch (filter.type) {
    case 'and':
      return filter.filters.some(rejectsNulls);
    case 'or':
      return filter.filters.every(rejectsNulls);
    case 'is':
      return filter.value === 'null' ? filter.negate : !filter.negate && filter.value !== 'unknown';
    case 'compare':
      return filter.operator !== 'isdistinct' || filter.negate;
    default:
      return true;
  }
}

function markUsed(scope: Scope, path: string[] | undefined): void {
  if (!path || path.length === 0) return;
  const relation = scope.relations.find((candidate) => candidate.path.join('\u0000') === path.join('\u0000'));
  if (relation) relation.used = true;
}

/** Puts every join into the select string, including joins that only filter (`authors!inner()`). */
function placeEmbeds(scope: Scope, tree: TargetTree, ctx: Context): void {
  // An inner join below a LEFT-joined table drops the rows where that table is missing, so the whole
  // chain above it behaves as an inner join.
  for (const relation of scope.relations) {
    if (relation.join !== 'inner') continue;
    for (let current = relation.parent; current?.parent; current = current.parent) current.join = 'inner';
  }
  for (const relation of scope.relations) {
    if (!relation.embed) continue;
    relation.embed.join = relation.join ?? 'left';
  }
  for (const relation of scope.relations) {
    if (!relation.embed || tree.isPlaced(relation)) continue;
    const needed = relation.used || relation.join === 'inner' || hasUsedDescendant(relation, scope);
    if (needed) tree.place(relation);
    else {
      ctx.assume(
        `The LEFT JOIN of \`${relation.name}\` adds no columns and no conditions, so the request leaves it out.`,
      );
    }
  }
}

function hasUsedDescendant(relation: ScopeRelation, scope: Scope): boolean {
  return scope.relations.some((candidate) => {
    for (let current = candidate.parent; current; current = current.parent) {
      if (current === relation) return candidate.used || candidate.join === 'inner';
    }
    return false;
  });
}
