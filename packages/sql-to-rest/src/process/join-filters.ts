import { UnsupportedError, unsupported } from '../errors.ts';
import type { ColumnRef, Filter, Sort } from '../model.ts';
import { isLogical } from '../model.ts';
import type { Context } from './context.ts';
import { logical } from './filters.ts';
import { isAntiJoinColumn } from './from-clause.ts';
import type { Scope, ScopeRelation } from './scope.ts';

/**
 * Filters on joined tables filter the parent rows in SQL. PostgREST does the same only for `!inner`
 * embeds, so a filter that rejects NULLs turns a LEFT join into an inner one (exactly as the SQL
 * optimiser would). `joined.id IS NULL` on a LEFT-joined table keeps the rows without a match, which
 * PostgREST expresses as a null filter on the embed (`?authors=is.null`). Other filters on LEFT-joined
 * tables cannot be expressed. Returns the filter with anti-join conditions rewritten.
 */
export function checkJoinFilters(filter: Filter, scope: Scope, ctx: Context): Filter {
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
export function checkAntiJoins(scope: Scope, filter: Filter | undefined, order: Sort[]): void {
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
