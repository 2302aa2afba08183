import type { Context } from './context.ts';
import type { Scope, ScopeRelation } from './scope.ts';
import type { TargetTree } from './targets.ts';

/** A join that an order term (or another part of the request) mentions must be embedded. */
export function markUsed(scope: Scope, path: string[] | undefined): void {
  if (!path || path.length === 0) return;
  const relation = scope.relations.find((candidate) => candidate.path.join('\u0000') === path.join('\u0000'));
  if (relation) relation.used = true;
}

/** Puts every join into the select string, including joins that only filter (`authors!inner()`). */
export function placeEmbeds(scope: Scope, tree: TargetTree, ctx: Context): void {
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
