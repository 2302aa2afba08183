import type { Node, SelectStmt } from '@pgsql/types';
import { UnsupportedError, unsupported } from '../errors.ts';
import type { ColumnRef, Limit, Sort, Target } from '../model.ts';
import { describeNode, nodeAs } from './ast.ts';
import type { Context } from './context.ts';
import { describeColumn, readColumnExpression, type Scope } from './scope.ts';
import type { TargetInfo } from './targets.ts';

export function processOrder(
  sortClause: Node[] | undefined,
  scope: Scope,
  info: TargetInfo | undefined,
  ctx: Context,
): Sort[] {
  return (sortClause ?? []).map((item) => {
    const sortBy = nodeAs(item, 'SortBy');
    if (!sortBy) throw unsupported('This ORDER BY item');
    if (sortBy.sortby_dir === 'SORTBY_USING') throw unsupported('ORDER BY ... USING', 'Use ASC or DESC.');
    const column = orderColumn(sortBy.node, scope, info, ctx);
    const relation = column.relation ?? [];
    if (relation.length > 1) {
      throw unsupported(
        `Ordering by a column of a table joined through another one (\`${describeColumn(column)}\`)`,
        'PostgREST orders by columns of the first table or of a table joined directly to it.',
      );
    }
    if (relation.length === 1) {
      ctx.assume(
        `Ordering by \`${describeColumn(column)}\` assumes each row has at most one related \`${relation[0]}\` row (a many-to-one relationship).`,
      );
    }
    const sort: Sort = { column, direction: sortBy.sortby_dir === 'SORTBY_DESC' ? 'desc' : 'asc' };
    if (sortBy.sortby_nulls === 'SORTBY_NULLS_FIRST') sort.nulls = 'first';
    if (sortBy.sortby_nulls === 'SORTBY_NULLS_LAST') sort.nulls = 'last';
    return sort;
  });
}

function orderColumn(
  node: Node | undefined,
  scope: Scope,
  info: TargetInfo | undefined,
  ctx: Context,
): ColumnRef {
  const ref = nodeAs(node, 'ColumnRef');
  const single = ref?.fields?.length === 1 ? nodeAs(ref.fields[0], 'String')?.sval : undefined;
  if (single !== undefined && info?.aliases.has(single)) {
    const aliased = info.aliases.get(single);
    if (aliased) return aliased;
  }
  const position = nodeAs(node, 'A_Const')?.ival;
  if (position) {
    const column = info?.positions[(position.ival ?? 0) - 1];
    if (!column) {
      throw unsupported(
        `ORDER BY ${position.ival ?? 0}`,
        'Order by a position only when that select-list item is a plain column.',
      );
    }
    return column;
  }
  const resolved = readColumnExpression(node, scope, ctx);
  if (resolved) return resolved.column;
  throw new UnsupportedError(
    `Ordering by ${node ? describeNode(node).toLowerCase() : 'this expression'} is not supported by PostgREST`,
    'PostgREST orders by columns (or JSON paths inside them); order by a generated column or use RPC.',
  );
}

export function processLimit(statement: SelectStmt): Limit | undefined {
  if (statement.limitOption === 'LIMIT_OPTION_WITH_TIES') throw unsupported('FETCH ... WITH TIES');
  const count = readCount(statement.limitCount, 'LIMIT');
  const offset = readCount(statement.limitOffset, 'OFFSET');
  if (count === undefined && offset === undefined) return undefined;
  const limit: Limit = {};
  if (count !== undefined) limit.count = count;
  if (offset !== undefined && offset > 0) limit.offset = offset;
  return limit.count === undefined && limit.offset === undefined ? undefined : limit;
}

function readCount(node: Node | undefined, clause: string): number | undefined {
  if (!node) return undefined;
  const constant = nodeAs(node, 'A_Const');
  if (constant?.isnull) return undefined;
  if (constant?.ival) {
    const value = constant.ival.ival ?? 0;
    if (value < 0)
      throw new UnsupportedError(`${clause} must not be negative`, `Use a ${clause} of 0 or more.`);
    return value;
  }
  if (constant && !constant.fval && !constant.sval && !constant.boolval) return 0;
  throw unsupported(
    `${clause} with ${describeNode(node).toLowerCase()}`,
    `Write ${clause} as a whole number.`,
  );
}

/**
 * PostgREST orders by a joined table's column through the embed's subquery, which holds only the columns
 * the request selects from it, under their output names (an alias, or a JSON path's last key). So the
 * order term names the column as selected; a column the embed does not select cannot be ordered by,
 * unless the embed selects nothing or `*` (then the subquery holds every column).
 */
export function relatedOrder(sort: Sort, scope: Scope): Sort {
  const path = sort.column.relation ?? [];
  if (path.length === 0) return sort;
  const relation = scope.relations.find((candidate) => candidate.path.join('\u0000') === path.join('\u0000'));
  const targets = relation?.embed?.targets ?? [];
  if (targets.length === 0 || targets.some((target) => target.type === 'star')) return sort;
  const same = (target: Target) =>
    target.type === 'column' &&
    target.column.name === sort.column.name &&
    JSON.stringify(target.column.jsonPath ?? []) === JSON.stringify(sort.column.jsonPath ?? []);
  const selected = targets.find(same) as Extract<Target, { type: 'column' }> | undefined;
  if (!selected) {
    const name = relation?.alias ?? relation?.name ?? path.join('.');
    throw new UnsupportedError(
      `Ordering by \`${describeColumn(sort.column)}\`, which the request does not select: PostgREST orders by a joined table's column only when it selects that column`,
      `Add ${name}.${sort.column.name} to the select list, or order by a column you select.`,
    );
  }
  const last = selected.column.jsonPath?.at(-1)?.key;
  const outputName = selected.alias ?? (last !== undefined ? String(last) : undefined);
  if (outputName === undefined) return sort;
  return { ...sort, column: { relation: [...path], name: outputName } };
}
