import type { Node } from '@pgsql/types';
import type { ColumnRef, Filter, Sort } from '../model.ts';
import { isLogical } from '../model.ts';
import type { Context } from './context.ts';
import { isAntiJoinColumn } from './from-clause.ts';
import type { Scope, ScopeRelation } from './scope.ts';
import type { TargetTree } from './targets.ts';

/** Without aggregates and GROUP BY such a join is refused at once, before its filters are read. */
export function refusePerParentWithoutAggregates(
  scope: Scope,
  hasAggregates: boolean,
  groupClause: Node[] | undefined,
): void {
  const relation = scope.relations.find((candidate) => candidate.perParent);
  if (relation?.perParent && (!hasAggregates || (groupClause?.length ?? 0) === 0))
    throw relation.perParent.refusal;
}

/**
 * `SELECT c.name, count(o.id) FROM customers c LEFT JOIN orders o ON o.customer_id = c.id GROUP BY c.name`:
 * a LEFT JOIN to the "many" side whose columns are only aggregated, grouped by the first table's columns,
 * is PostgREST's aggregate inside an embed: `customers?select=name,orders(count())`. Each `customers` row
 * gets its own aggregate (0 or NULL without orders, as the LEFT JOIN gives). Anything else about such a
 * join is refused with the error `resolveToMany` prepared.
 */
export function checkPerParentAggregates(
  scope: Scope,
  tree: TargetTree,
  groupClause: Node[] | undefined,
  filter: Filter | undefined,
  order: Sort[],
  ctx: Context,
): void {
  const relation = scope.relations.find((candidate) => candidate.perParent);
  if (!relation?.perParent || !relation.embed) return;
  const targets = relation.embed.targets;
  const expressible =
    (groupClause?.length ?? 0) > 0 &&
    targets.length > 0 &&
    targets.every((target) => target.type === 'aggregate' && target.column) &&
    tree.root.every((target) => target.type === 'column' || target === relation.embed) &&
    !mentions(filter, relation) &&
    !order.some((sort) => onRelation(sort.column, relation));
  if (!expressible) throw relation.perParent.refusal;

  for (const target of targets) {
    // count(o.id) counts the matched rows: the key (or join column) is never NULL in a row that matched.
    if (
      target.type === 'aggregate' &&
      target.fn === 'count' &&
      !target.inputCast &&
      target.column &&
      !target.column.jsonPath &&
      isAntiJoinColumn(relation, target.column.name)
    ) {
      delete target.column;
    }
  }
  const parent = relation.parent as ScopeRelation;
  ctx.assume(
    `The aggregates of \`${relation.name}\` are computed per \`${parent.name}\` row and returned nested, as \`"${relation.name}": [{ … }]\` (one object), not as columns of the row: PostgREST v12 spreads to-one joins only.`,
  );
  const groupsByKey = tree.root.some(
    (target) => target.type === 'column' && target.column.name === 'id' && !target.column.jsonPath,
  );
  if (!groupsByKey) {
    ctx.assume(
      `PostgREST returns one row per \`${parent.name}\` row, which matches the GROUP BY only if no two \`${parent.name}\` rows share the grouped values; select and group by \`${parent.alias ?? parent.name}.id\` as well to be sure.`,
    );
  }
}

function onRelation(column: ColumnRef, relation: ScopeRelation): boolean {
  return column.relation?.join('\u0000') === relation.path.join('\u0000');
}

function mentions(filter: Filter | undefined, relation: ScopeRelation): boolean {
  if (!filter) return false;
  if (isLogical(filter)) return filter.filters.some((child) => mentions(child, relation));
  if (filter.type === 'embed-null') return filter.relation.join('\u0000') === relation.path.join('\u0000');
  return onRelation(filter.column, relation);
}
