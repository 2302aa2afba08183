import type { JoinExpr, Node, RangeVar } from '@pgsql/types';
import { UnsupportedError, unimplemented, unsupported } from '../errors.ts';
import type { Resource } from '../model.ts';
import { describeNode, nodeAs, operatorName } from './ast.ts';
import type { Context } from './context.ts';
import { Scope, type ScopeRelation } from './scope.ts';

/** Reads `[schema.]table [AS alias]`, refusing what PostgREST has no equivalent for. */
export function readRangeVar(range: RangeVar): Resource & { alias?: string } {
  if (range.catalogname) {
    throw new UnsupportedError(
      'Table names with a database name are not supported by PostgREST',
      'Leave out the database name.',
    );
  }
  if (range.inh !== true) throw unsupported('ONLY (excluding inherited tables)');
  if ((range.alias?.colnames?.length ?? 0) > 0) {
    throw unsupported('Renaming columns in a table alias', 'Rename columns in the select list instead.');
  }
  const resource: Resource & { alias?: string } = { name: range.relname ?? '' };
  if (range.schemaname) resource.schema = range.schemaname;
  if (range.alias?.aliasname) resource.alias = range.alias.aliasname;
  return resource;
}

function rootRelation(range: RangeVar): ScopeRelation {
  const { name, schema, alias } = readRangeVar(range);
  const relation: ScopeRelation = { name, path: [], used: true };
  if (schema) relation.schema = schema;
  if (alias) relation.alias = alias;
  return relation;
}

/**
 * Builds the scope of a FROM clause made of one table and any number of INNER/LEFT joins. `where` is
 * read only to recognise anti-joins (`LEFT JOIN b … WHERE b.id IS NULL`) before deciding how a
 * one-to-many join can be expressed.
 */
export function processFrom(fromClause: Node[], ctx: Context, where?: Node): Scope {
  if (fromClause.length > 1) {
    throw unimplemented(
      'Listing several tables in FROM (an implicit join)',
      'Write the join explicitly: FROM a JOIN b ON b.a_id = a.id.',
    );
  }
  const [item] = fromClause;
  if (!item) throw unsupported('A SELECT without FROM');
  return resolveToMany(processFromItem(item, ctx), where, ctx);
}

function processFromItem(item: Node, ctx: Context): Scope {
  const range = nodeAs(item, 'RangeVar');
  if (range) return new Scope(rootRelation(range));
  const join = nodeAs(item, 'JoinExpr');
  if (join) return processJoin(join, ctx);
  if (nodeAs(item, 'RangeSubselect')) throw unsupported('Subqueries in FROM');
  if (nodeAs(item, 'RangeFunction')) {
    throw unsupported(
      'Joining a function call',
      'Call the function alone, or wrap the whole query in a function.',
    );
  }
  throw unsupported(`${describeNode(item)} in FROM`);
}

function processJoin(join: JoinExpr, ctx: Context): Scope {
  if (!join.larg || !join.rarg) throw unsupported('This join');
  const scope = processFromItem(join.larg, ctx);
  if (join.alias) throw unsupported('Aliasing a join');
  if (join.isNatural) throw unsupported('NATURAL joins', 'Write the join condition with ON.');
  const type = join.jointype;
  if (type === 'JOIN_RIGHT' || type === 'JOIN_FULL') {
    throw unsupported(
      `${type === 'JOIN_RIGHT' ? 'RIGHT' : 'FULL'} joins`,
      'PostgREST embeds related rows inside the rows of the first table, which matches INNER and LEFT joins only.',
    );
  }
  if (type !== 'JOIN_INNER' && type !== 'JOIN_LEFT') throw unsupported('This kind of join');
  const range = nodeAs(join.rarg, 'RangeVar');
  if (!range) {
    if (nodeAs(join.rarg, 'JoinExpr'))
      throw unsupported('Parenthesised (nested) joins', 'Write the joins one after the other.');
    if (nodeAs(join.rarg, 'RangeFunction')) {
      throw unsupported('Joining a function call', 'Call the function on its own through RPC.');
    }
    if (nodeAs(join.rarg, 'RangeSubselect')) throw unsupported('Joining a subquery');
    throw unsupported(`Joining ${describeNode(join.rarg).toLowerCase()}`);
  }
  const { name, schema, alias } = readRangeVar(range);
  if ((join.usingClause?.length ?? 0) > 0) {
    throw unimplemented('JOIN ... USING', 'Write the join condition with ON, e.g. JOIN b ON b.a_id = a.id.');
  }
  if (!join.quals) throw unsupported('CROSS JOIN', 'Join on a foreign key with ON.');
  if ((schema ?? scope.root.schema) !== scope.root.schema) {
    throw unsupported('Joining tables from different schemas', 'Embedded tables must be in the same schema.');
  }
  if (scope.relations.some((relation) => relation.name === name)) {
    throw unimplemented(
      `Joining the table \`${name}\` more than once`,
      'A view or a database function can express this query.',
    );
  }
  const joined: ScopeRelation = {
    name,
    path: [],
    used: false,
    join: type === 'JOIN_INNER' ? 'inner' : 'left',
  };
  if (schema) joined.schema = schema;
  if (alias) joined.alias = alias;
  const link = joinLink(join.quals, joined, scope, ctx);
  const parent = link.parent;
  joined.parent = parent;
  joined.path = [...parent.path, name];
  joined.embed = { type: 'embed', relation: name, join: joined.join ?? 'left', targets: [] };
  joined.direction = link.direction;
  joined.joinColumns = link.joinedColumns;
  joined.parentColumns = link.parentColumns;
  scope.add(joined);
  if (link.direction === 'to-one') {
    ctx.assume(
      `The join of \`${parent.name}\` and \`${name}\` assumes a foreign key from \`${parent.name}\` to \`${name}\` (\`${name}.id\` being its key), so each \`${parent.name}\` row has at most one \`${name}\` row.`,
    );
  } else if (link.direction === 'unknown') {
    ctx.assume(
      `The join of \`${parent.name}\` and \`${name}\` assumes a foreign key between them; PostgREST nests the matching \`${name}\` rows inside each \`${parent.name}\` row instead of returning flat rows.`,
    );
  }
  return scope;
}

type JoinLink = {
  parent: ScopeRelation;
  direction: 'to-one' | 'to-many' | 'unknown';
  joinedColumns: string[];
  parentColumns: string[];
};

/**
 * The ON clause must equate columns of the new table with columns of one table already joined. A column
 * written without a table name is resolved when only one table can hold it, with an assumption.
 */
function joinLink(quals: Node, joined: ScopeRelation, scope: Scope, ctx: Context): JoinLink {
  const conditions: Node[] = [];
  const bool = nodeAs(quals, 'BoolExpr');
  if (bool?.boolop === 'AND_EXPR') conditions.push(...(bool.args ?? []));
  else conditions.push(quals);
  let parent: ScopeRelation | undefined;
  const joinedColumns: string[] = [];
  const parentColumns: string[] = [];
  for (const condition of conditions) {
    const expression = nodeAs(condition, 'A_Expr');
    const left = nodeAs(expression?.lexpr, 'ColumnRef');
    const right = nodeAs(expression?.rexpr, 'ColumnRef');
    if (expression?.kind !== 'AEXPR_OP' || operatorName(expression.name) !== '=' || !left || !right) {
      throw unsupported(
        'Join conditions other than column = column',
        'PostgREST joins along foreign keys; filter the rows in WHERE instead.',
      );
    }
    const sides = [left, right].map((ref) => ({
      qualifier: qualifierOf(ref.fields),
      column: nodeAs(ref.fields?.at(-1), 'String')?.sval ?? '',
    }));
    const owners = sides.map((side) => {
      if (side.qualifier.length === 0) return undefined;
      if (matches(joined, side.qualifier)) return joined;
      return scope.find(side.qualifier);
    });
    const earlier = scope.relations;
    for (const index of [0, 1]) {
      const side = sides[index];
      const other = owners[1 - index];
      if (!side || side.qualifier.length > 0) continue;
      if (other === joined) {
        // The other side names the joined table, so this column must belong to a table joined before it.
        if (earlier.length !== 1) {
          throw new UnsupportedError(
            `The column \`${side.column}\` in the join condition of \`${joined.name}\` could belong to ${listTables(earlier)}`,
            `Write it with its table name, e.g. ON ${tableRef(joined)}.${sides[1 - index]?.column ?? 'id'} = ${tableRef(earlier.at(-1) as ScopeRelation)}.${side.column}.`,
          );
        }
        owners[index] = earlier[0];
        ctx.assume(
          `In the join condition, \`${side.column}\` is taken to belong to \`${earlier[0]?.name}\` (the other side names \`${joined.name}\`).`,
        );
      } else if (other) {
        // SQL itself would look for it in every table, the joined one included.
        throw new UnsupportedError(
          `The column \`${side.column}\` in the join condition of \`${joined.name}\` could belong to ${listTables([...earlier, joined])}`,
          `Write it with its table name, e.g. ON ${tableRef(joined)}.${side.column} = ${tableRef(other)}.${sides[1 - index]?.column ?? 'id'}.`,
        );
      } else {
        throw new UnsupportedError(
          `The columns \`${sides[0]?.column}\` and \`${sides[1]?.column}\` in the join condition of \`${joined.name}\` could each belong to ${listTables([...earlier, joined])}`,
          `Write each side with its table name, e.g. ON ${tableRef(joined)}.${sides[1]?.column} = ${tableRef(earlier[0] as ScopeRelation)}.${sides[0]?.column}.`,
        );
      }
    }
    const [first, second] = owners;
    const other = first === joined ? second : second === joined ? first : undefined;
    if (!other || other === joined) {
      throw unsupported(
        'A join condition that does not link the joined table to an earlier table',
        'Compare a column of the joined table with a column of a table joined before it.',
      );
    }
    if (parent && parent !== other) {
      throw unsupported('A join condition that links three tables', 'Join one pair of tables at a time.');
    }
    parent = other;
    const joinedIndex = first === joined ? 0 : 1;
    joinedColumns.push(sides[joinedIndex]?.column ?? '');
    parentColumns.push(sides[1 - joinedIndex]?.column ?? '');
  }
  if (!parent) throw unsupported('This join condition');
  return { parent, direction: direction(joinedColumns, parentColumns), joinedColumns, parentColumns };
}

/**
 * Which side holds the foreign key, by the usual naming: a table's key is `id` and a reference to it is
 * any other name. Without a schema this is a convention, so the caller records it as an assumption.
 */
function direction(joinedColumns: string[], parentColumns: string[]): JoinLink['direction'] {
  const votes = new Set<JoinLink['direction']>();
  joinedColumns.forEach((joinedColumn, index) => {
    const parentColumn = parentColumns[index];
    if (joinedColumn === 'id' && parentColumn !== 'id') votes.add('to-one');
    else if (parentColumn === 'id' && joinedColumn !== 'id') votes.add('to-many');
  });
  const [only] = [...votes];
  return votes.size === 1 && only ? only : 'unknown';
}

function tableRef(relation: ScopeRelation): string {
  return relation.alias ?? relation.name;
}

function listTables(relations: ScopeRelation[]): string {
  const names = relations.map((relation) => `\`${relation.name}\``);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

function qualifierOf(fields: Node[] | undefined): string[] {
  return (fields ?? []).slice(0, -1).map((field) => nodeAs(field, 'String')?.sval ?? '');
}

function matches(relation: ScopeRelation, qualifier: string[]): boolean {
  if (qualifier.length === 1)
    return relation.alias ? relation.alias === qualifier[0] : relation.name === qualifier[0];
  return !relation.alias && relation.schema === qualifier[0] && relation.name === qualifier[1];
}

/** Whether WHERE has a top-level `relation.key IS NULL` that makes this LEFT JOIN an anti-join. */
export function isAntiJoinColumn(relation: ScopeRelation, column: string): boolean {
  return column === 'id' || (relation.joinColumns ?? []).includes(column);
}

function hasAntiJoinCondition(where: Node | undefined, relation: ScopeRelation): boolean {
  if (!where || relation.join !== 'left') return false;
  const bool = nodeAs(where, 'BoolExpr');
  const conjuncts = bool?.boolop === 'AND_EXPR' ? (bool.args ?? []) : [where];
  return conjuncts.some((conjunct) => {
    const test = nodeAs(conjunct, 'NullTest');
    const ref = nodeAs(test?.arg, 'ColumnRef');
    if (test?.nulltesttype !== 'IS_NULL' || !ref) return false;
    const qualifier = qualifierOf(ref.fields);
    const column = nodeAs(ref.fields?.at(-1), 'String')?.sval ?? '';
    return qualifier.length > 0 && matches(relation, qualifier) && isAntiJoinColumn(relation, column);
  });
}

/**
 * SQL returns one flat row per matching row of a one-to-many join, while PostgREST nests the "many" rows
 * in an array. An inner join of two tables is turned around: the request starts from the "many" side and
 * spreads the "one" side into each row, which gives the same rows. Anti-joins keep their direction (the
 * embed selects nothing). Anything else is refused with the way to write it.
 */
function resolveToMany(scope: Scope, where: Node | undefined, ctx: Context): Scope {
  const toMany = scope.relations.filter(
    (relation) => relation.direction === 'to-many' && !hasAntiJoinCondition(where, relation),
  );
  const [relation] = toMany;
  if (!relation) return scope;
  const parent = relation.parent as ScopeRelation;
  const example = `FROM ${relation.name}${relation.alias ? ` ${relation.alias}` : ''} JOIN ${parent.name}${parent.alias ? ` ${parent.alias}` : ''} ON ${tableRef(parent)}.${relation.parentColumns?.[0] ?? 'id'} = ${tableRef(relation)}.${relation.joinColumns?.[0] ?? 'id'}`;
  const problem = `Joining \`${relation.name}\` from \`${parent.name}\` returns one flat row per matching \`${relation.name}\` row in SQL, but PostgREST would nest the \`${relation.name}\` rows as an array inside each \`${parent.name}\` row`;
  if (relation.join === 'left') {
    const refusal = new UnsupportedError(
      problem,
      `PostgREST cannot return \`${parent.name}\` rows without \`${relation.name}\` as flat rows. With an INNER JOIN, start from the "many" side: ${example}. To keep only \`${parent.name}\` rows without a match, add WHERE ${tableRef(relation)}.id IS NULL. To aggregate the \`${relation.name}\` rows of each \`${parent.name}\` row, aggregate only columns of \`${relation.name}\` and group by the columns of \`${parent.name}\` you select.`,
    );
    if (scope.relations.length !== 2 || toMany.length > 1) throw refusal;
    // Decided once the select list and GROUP BY are read (per-parent.ts).
    relation.perParent = { refusal };
    return scope;
  }
  if (scope.relations.length !== 2 || toMany.length > 1) {
    throw new UnsupportedError(
      problem,
      `Start FROM the table on the "many" side and join the others to it, e.g. ${example}.`,
    );
  }
  return turnAround(scope, relation, ctx);
}

function turnAround(scope: Scope, child: ScopeRelation, ctx: Context): Scope {
  const old = scope.root;
  const root: ScopeRelation = { name: child.name, path: [], used: true };
  const schema = child.schema ?? old.schema;
  if (schema) root.schema = schema;
  if (child.alias) root.alias = child.alias;
  const moved: ScopeRelation = {
    name: old.name,
    path: [old.name],
    used: true,
    join: 'inner',
    parent: root,
    direction: 'to-one',
    joinColumns: child.parentColumns ?? [],
    parentColumns: child.joinColumns ?? [],
    embed: { type: 'embed', relation: old.name, join: 'inner', targets: [] },
  };
  if (old.schema) moved.schema = old.schema;
  if (old.alias) moved.alias = old.alias;
  const turned = new Scope(root);
  turned.add(moved);
  turned.primary = moved;
  ctx.assume(
    `\`${child.name}.${child.joinColumns?.[0] ?? ''}\` = \`${old.name}.${child.parentColumns?.[0] ?? 'id'}\` is read as a foreign key from \`${child.name}\` to \`${old.name}\` (one \`${old.name}\` row, many \`${child.name}\` rows). SQL returns one row per \`${child.name}\` row, so the request starts from \`${child.name}\` and spreads \`${old.name}\` into each row.`,
  );
  return turned;
}
