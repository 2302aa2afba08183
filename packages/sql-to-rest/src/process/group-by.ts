import type { Node } from '@pgsql/types';
import { UnsupportedError, unsupported } from '../errors.ts';
import type { ColumnRef } from '../model.ts';
import { nodeAs } from './ast.ts';
import type { Context } from './context.ts';
import { describeColumn, resolveColumnRef, type Scope } from './scope.ts';
import type { TargetTree } from './targets.ts';

/** PostgREST groups by every selected column that is not aggregated, so GROUP BY must list exactly those. */
export function checkGrouping(
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
