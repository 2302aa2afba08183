import type { Node, SelectStmt } from '@pgsql/types';
import { UnsupportedError, unsupported } from '../errors.ts';
import type { ColumnRef, Filter, SelectStatement, Sort, Statement, Target } from '../model.ts';
import { isLogical } from '../model.ts';
import { nodeAs } from './ast.ts';
import type { Context } from './context.ts';
import { FilterReader, logical } from './filters.ts';
import { isAntiJoinColumn, processFrom } from './from-clause.ts';
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

  const scope = processFrom(from, ctx, statement.whereClause);
  const tree = new TargetTree();
  const info = processTargets(statement.targetList ?? [], scope, tree, ctx);
  checkGrouping(statement.groupClause, info.hasAggregates, info.groupedColumns, scope, ctx, tree);
  const read = statement.whereClause ? new FilterReader(scope, ctx).read(statement.whereClause) : undefined;
  const filter = read ? checkJoinFilters(read, scope, ctx) : undefined;
  const order = processOrder(statement.sortClause, scope, info, ctx);
  for (const sort of order) markUsed(scope, sort.column.relation);
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
  tree: TargetTree,
): void {
  const groups = groupClause ?? [];
  if (hasAggregates && groups.length > 0) refuseGroupedStars(scope, tree);
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

/** PostgREST groups by every selected column, so a star next to an aggregate groups by all of them. */
function refuseGroupedStars(scope: Scope, tree: TargetTree): void {
  for (const relation of scope.relations) {
    const targets = relation === scope.root ? tree.root : relation.embed?.targets;
    if (!targets?.some((target) => target.type === 'star')) continue;
    const name = relation.alias ?? relation.name;
    throw new UnsupportedError(
      `\`${relation === scope.root && !relation.alias ? '*' : `${name}.*`}\` next to an aggregate: PostgREST groups by every selected column, so it would group by all columns of \`${relation.name}\`, not by the GROUP BY list`,
      'Select the columns you group by instead of the star.',
    );
  }
}

/**
 * Filters on joined tables filter the parent rows in SQL. PostgREST does the same only for `!inner`
 * embeds, so a filter that rejects NULLs turns a LEFT join into an inner one (exactly as the SQL
 * optimiser would). `joined.id IS NULL` on a LEFT-joined table keeps the rows without a match, which
 * PostgREST expresses as a null filter on the embed (`?authors=is.null`). Other filters on LEFT-joined
 * tables cannot be expressed. Returns the filter with anti-join conditions rewritten.
 */
function checkJoinFilters(filter: Filter, scope: Scope, ctx: Context): Filter {
  const conjuncts = filter.type === 'and' ? filter.filters : [filter];
  const result: Filter[] = [];
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
    const relation = path
      ? scope.relations.find((candidate) => candidate.path.join('\u0000') === path)
      : undefined;
    if (!relation || relation.path.length === 0) {
      result.push(conjunct);
      continue;
    }
    relation.used = true;
    if (isAntiJoinTest(conjunct, relation)) {
      relation.antiJoin = true;
      result.push({ type: 'embed-null', relation: [...relation.path], negate: false });
      const column = (conjunct as { column: ColumnRef }).column.name;
      ctx.assume(
        `\`${relation.alias ?? relation.name}.${column} IS NULL\` after the LEFT JOIN is read as “no matching \`${relation.name}\` row” (an anti-join): \`${column}\` is never NULL in a row that matched.`,
      );
      continue;
    }
    if (rejectsNulls(conjunct)) {
      for (let current: ScopeRelation | undefined = relation; current?.parent; current = current.parent) {
        current.join = 'inner';
      }
    } else if (hasLeftJoin(relation)) {
      throw unsupported(
        `A condition on the LEFT-joined table \`${relation.name}\` that keeps rows without a match`,
        `PostgREST can keep the rows without a related row only as a whole (WHERE ${relation.alias ?? relation.name}.id IS NULL, an anti-join); for other conditions use an INNER JOIN or a database function.`,
      );
    }
    result.push(conjunct);
  }
  return logical('and', result);
}

/** `joined.key IS NULL` on a table LEFT-joined directly to the request's table. */
function isAntiJoinTest(filter: Filter, relation: ScopeRelation): boolean {
  return (
    filter.type === 'is' &&
    filter.value === 'null' &&
    !filter.negate &&
    !filter.column.jsonPath &&
    relation.join === 'left' &&
    relation.path.length === 1 &&
    isAntiJoinColumn(relation, filter.column.name)
  );
}

/** An anti-joined table has no row to show or filter: anything else asked of it is a mistake. */
function checkAntiJoins(scope: Scope, filter: Filter | undefined, order: Sort[]): void {
  for (const relation of scope.relations) {
    if (!relation.antiJoin || !relation.embed) continue;
    const hint = `Leave \`${relation.alias ?? relation.name}\` out of the select list, the other conditions and ORDER BY: its columns are always NULL in the rows an anti-join keeps.`;
    const problem = `The anti-join on \`${relation.name}\` (… IS NULL after a LEFT JOIN) keeps only rows with no matching \`${relation.name}\` row`;
    if (relation.join === 'inner' || relation.embed.targets.length > 0)
      throw new UnsupportedError(`${problem}, so its columns cannot be selected or required`, hint);
    const prefix = relation.path.join('\u0000');
    const mentions = (path: string[] | undefined) =>
      (path ?? []).join('\u0000').startsWith(prefix) && (path ?? []).length > 0;
    if (order.some((sort) => mentions(sort.column.relation)))
      throw new UnsupportedError(`${problem}, so ordering by its columns means nothing`, hint);
    const conjuncts = filter?.type === 'and' ? filter.filters : filter ? [filter] : [];
    for (const conjunct of conjuncts) {
      if (conjunct.type === 'embed-null') continue;
      const paths = new Set<string>();
      collectRelations(conjunct, paths);
      if ([...paths].some((path) => path !== '' && path.startsWith(prefix)))
        throw new UnsupportedError(`${problem}, so another condition on it never holds`, hint);
    }
    if (
      scope.relations.some(
        (candidate) => candidate.parent === relation && (candidate.used || candidate.join === 'inner'),
      )
    )
      throw new UnsupportedError(`${problem}, so tables joined through it have no rows either`, hint);
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
  if (filter.type === 'embed-null') {
    paths.add(filter.relation.slice(0, -1).join('\u0000'));
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
    case 'embed-null':
      return false;
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

/**
 * SQL returns flat rows; a to-one embed gives a nested object. Spreading it (`...authors(name)`) merges its
 * columns into the row, as SQL does, and is also how PostgREST v12 groups by a joined table's columns and
 * keeps an aggregate next to a join that only filters (an empty embed there makes v12 group by a column
 * it never selects). Tables joined through a table with a star stay nested, as do embeds whose columns
 * would collide with another column of the row.
 */
function spreadToOneEmbeds(scope: Scope, tree: TargetTree, hasAggregates: boolean, ctx: Context): void {
  const placed = scope.relations
    .filter((relation) => relation.embed && tree.isPlaced(relation))
    .sort((a, b) => b.path.length - a.path.length);
  for (const relation of placed) {
    const embed = relation.embed;
    if (!embed || relation.direction !== 'to-one') continue;
    if (relation.antiJoin) {
      // An empty spread keeps the null filter working without adding a GROUP BY term.
      if (hasAggregates) embed.spread = true;
      continue;
    }
    if (embed.targets.length === 0) {
      if (hasAggregates) embed.spread = true;
      continue;
    }
    const flat = embed.targets.every(
      (target) =>
        target.type === 'column' || target.type === 'aggregate' || (target.type === 'embed' && target.spread),
    );
    if (flat) embed.spread = true;
    else if (embed.targets.some((target) => target.type === 'star')) {
      ctx.assume(
        `\`${relation.alias ?? relation.name}.*\` is returned as a nested \`${relation.name}\` object: spread into the row, its columns would collide with same-named columns such as \`id\`.`,
      );
    }
  }
  const keys = outputKeys(tree.root);
  const duplicate = keys.find((key, index) => keys.indexOf(key) !== index);
  if (duplicate !== undefined) {
    for (const relation of placed) {
      if (relation.embed?.spread && relation.embed.targets.length > 0) delete relation.embed.spread;
    }
    ctx.assume(
      `Two selected columns are both called \`${duplicate}\`, so joined tables stay nested objects instead of being spread into the row; give one of them an alias (AS) for flat rows.`,
    );
  } else if (
    tree.root.some((target) => target.type === 'star') &&
    placed.some((relation) => relation.embed?.spread && relation.embed.targets.length > 0)
  ) {
    ctx.assume(
      `The spread columns share the row with \`*\`: a column of \`${scope.root.name}\` with the same name would be overwritten; alias the joined columns (AS) if that can happen.`,
    );
  }
  if (!hasAggregates) return;
  for (const relation of placed) {
    if (relation.embed?.spread) continue;
    const name = relation.alias ?? relation.name;
    if (relation.antiJoin) {
      throw new UnsupportedError(
        `Aggregates next to the anti-join on \`${relation.name}\`: the null filter needs \`${relation.name}\` embedded, PostgREST v12 groups by every nested embed (even one that selects nothing), and it spreads only to-one joins, which this one is not known to be`,
        `If each ${relation.parent?.name ?? 'parent'} row has at most one \`${relation.name}\` row, join on its key (ON ${name}.id = …); otherwise count in a view or a database function, or count the returned rows.`,
      );
    }
    if (relation.direction !== 'to-one') {
      throw new UnsupportedError(
        `Aggregates together with the join of \`${relation.name}\` need that table spread into the row, which PostgREST v12 allows for a to-one join only, and this join's direction is not known`,
        `If each ${relation.parent?.name ?? 'parent'} row has at most one \`${relation.name}\` row, join on its key: ON ${name}.id = …; otherwise aggregate in a view or a database function.`,
      );
    }
    throw new UnsupportedError(
      `Aggregates together with \`${name}.*\`: PostgREST v12 groups by every selected column, and a star cannot be spread into grouped rows`,
      `List the columns of \`${relation.name}\` you group by instead of ${name}.*.`,
    );
  }
}

/** The keys of a result row: aliases, column names (or the last JSON key), aggregate names, spread columns. */
function outputKeys(targets: Target[]): string[] {
  const keys: string[] = [];
  for (const target of targets) {
    if (target.type === 'column') {
      const last = target.column.jsonPath?.at(-1)?.key;
      keys.push(target.alias ?? (last !== undefined ? String(last) : target.column.name));
    } else if (target.type === 'aggregate') keys.push(target.alias ?? target.fn);
    else if (target.type === 'embed') {
      if (target.spread) keys.push(...outputKeys(target.targets));
      else if (target.targets.length > 0) keys.push(target.relation);
    }
  }
  return keys;
}

/**
 * PostgREST orders by a joined table's column through the embed's subquery, which holds only the columns
 * the request selects from it, under their output names (an alias, or a JSON path's last key). So the
 * order term names the column as selected; a column the embed does not select cannot be ordered by,
 * unless the embed selects nothing or `*` (then the subquery holds every column).
 */
function relatedOrder(sort: Sort, scope: Scope): Sort {
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
