import type { SelectStmt } from '@pgsql/types';
import { unsupported } from '../errors.ts';
import type { SelectStatement, Statement } from '../model.ts';
import { nodeAs } from './ast.ts';
import type { Context } from './context.ts';
import { markUsed, placeEmbeds } from './embed-placement.ts';
import { spreadToOneEmbeds } from './embed-spread.ts';
import { FilterReader } from './filters.ts';
import { processFrom } from './from-clause.ts';
import { checkGrouping } from './group-by.ts';
import { checkAntiJoins, checkJoinFilters } from './join-filters.ts';
import { processLimit, processOrder, relatedOrder } from './order-limit.ts';
import { checkPerParentAggregates, refusePerParentWithoutAggregates } from './per-parent.ts';
import { processFunctionCall, processFunctionScan } from './rpc.ts';
import type { ScopeRelation } from './scope.ts';
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

/** A SELECT, step by step: FROM, select list, GROUP BY, WHERE, ORDER BY, embeds, LIMIT (files named for the steps). */
export function processSelect(statement: SelectStmt, ctx: Context): Statement {
  refuseSelectClauses(statement);
  const from = statement.fromClause ?? [];
  const [first] = from;
  const functionScan = nodeAs(first, 'RangeFunction');
  if (functionScan && from.length === 1) return processFunctionScan(functionScan, statement, ctx);
  if (from.length === 0) return processFunctionCall(statement, ctx);

  const scope = processFrom(from, ctx, statement.whereClause);
  const tree = new TargetTree();
  const info = processTargets(statement.targetList ?? [], scope, tree, ctx);
  refusePerParentWithoutAggregates(scope, info.hasAggregates, statement.groupClause);
  checkGrouping(statement.groupClause, info.hasAggregates, info.groupedColumns, scope, ctx, tree);
  const read = statement.whereClause ? new FilterReader(scope, ctx).read(statement.whereClause) : undefined;
  const filter = read ? checkJoinFilters(read, scope, ctx) : undefined;
  const order = processOrder(statement.sortClause, scope, info, ctx);
  for (const sort of order) markUsed(scope, sort.column.relation);
  checkPerParentAggregates(scope, tree, statement.groupClause, filter, order, ctx);
  placeEmbeds(scope, tree, ctx);
  checkAntiJoins(scope, filter, order);
  spreadToOneEmbeds(scope, tree, info.hasAggregates, ctx);
  const sorts = order.map((sort) => relatedOrder(sort, scope));

  const result: SelectStatement = {
    type: 'select',
    from: resourceOf(scope.root),
    targets: tree.root,
    order: sorts,
  };
  if (filter) result.filter = filter;
  const limit = processLimit(statement);
  if (limit) result.limit = limit;
  if (limit && scope.hasJoins) {
    ctx.assume('LIMIT and OFFSET count rows of the first table, not joined rows.');
  }
  return result;
}

function resourceOf(relation: ScopeRelation): SelectStatement['from'] {
  return relation.schema ? { schema: relation.schema, name: relation.name } : { name: relation.name };
}
