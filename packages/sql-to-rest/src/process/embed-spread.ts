import { UnsupportedError } from '../errors.ts';
import type { Target } from '../model.ts';
import type { Context } from './context.ts';
import type { Scope, ScopeRelation } from './scope.ts';
import type { TargetTree } from './targets.ts';

/**
 * SQL returns flat rows; a to-one embed gives a nested object. Spreading it (`...authors(name)`) merges its
 * columns into the row, as SQL does, and is also how PostgREST v12 groups by a joined table's columns and
 * keeps an aggregate next to a join that only filters (an empty embed there makes v12 group by a column
 * it never selects). Tables joined through a table with a star stay nested, as do embeds whose columns
 * would collide with another column of the row.
 */
export function spreadToOneEmbeds(
  scope: Scope,
  tree: TargetTree,
  hasAggregates: boolean,
  ctx: Context,
): void {
  const placed = scope.relations
    .filter((relation) => relation.embed && tree.isPlaced(relation))
    .sort((a, b) => b.path.length - a.path.length);
  for (const relation of placed) {
    const embed = relation.embed;
    if (!embed || relation.direction !== 'to-one') continue;
    if (relation.antiJoin || embed.targets.length === 0) {
      if (hasAggregates) throw emptyEmbedNextToAggregates(relation);
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
    // Spread, or aggregated inside its own embed per parent row (per-parent.ts).
    if (relation.embed?.spread || relation.perParent) continue;
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

/**
 * A join that only filters (or an anti-join) selects nothing from its table. Next to an aggregate v12 has no
 * form for it: a nested empty embed (`authors!inner()`) adds `GROUP BY "authors"`, a column it never selects,
 * and an empty spread (`...authors!inner()`) adds an empty item to the select list, so v12 writes
 * `SELECT COUNT(*) AS "count", FROM …`, a syntax error (QueryBuilder.getJoinSelects, v12.2).
 */
function emptyEmbedNextToAggregates(relation: ScopeRelation): UnsupportedError {
  const name = relation.alias ?? relation.name;
  const what = relation.antiJoin
    ? `the anti-join on \`${relation.name}\``
    : `the join of \`${relation.name}\`, which only filters`;
  return new UnsupportedError(
    `Aggregates next to ${what}: PostgREST v12 cannot embed a table that selects nothing beside an aggregate (a nested embed adds it to the GROUP BY, and an empty spread such as \`...${relation.name}!inner()\` makes v12 build invalid SQL)`,
    relation.antiJoin
      ? 'Request the rows of the anti-join with the header Prefer: count=exact and read the total from Content-Range, or count in a view or a database function called through RPC.'
      : `Also select and group by a column of \`${relation.name}\` (e.g. ${name}.country), or aggregate in a view or a database function called through RPC.`,
  );
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
