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

/** Builds the scope of a FROM clause made of one table and any number of INNER/LEFT joins. */
export function processFrom(fromClause: Node[], ctx: Context): Scope {
  if (fromClause.length > 1) {
    throw unimplemented(
      'Listing several tables in FROM (an implicit join)',
      'Write the join explicitly: FROM a JOIN b ON b.a_id = a.id.',
    );
  }
  const [item] = fromClause;
  if (!item) throw unsupported('A SELECT without FROM');
  return processFromItem(item, ctx);
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
  const parent = joinParent(join.quals, joined, scope);
  joined.parent = parent;
  joined.path = [...parent.path, name];
  joined.embed = { type: 'embed', relation: name, join: joined.join ?? 'left', targets: [] };
  scope.add(joined);
  ctx.assume(
    `The join of \`${parent.name}\` and \`${name}\` assumes a foreign key between them; PostgREST nests the matching \`${name}\` rows inside each \`${parent.name}\` row instead of returning flat rows.`,
  );
  return scope;
}

/** The ON clause must equate columns of the new table with columns of one table already joined. */
function joinParent(quals: Node, joined: ScopeRelation, scope: Scope): ScopeRelation {
  const conditions: Node[] = [];
  const bool = nodeAs(quals, 'BoolExpr');
  if (bool?.boolop === 'AND_EXPR') conditions.push(...(bool.args ?? []));
  else conditions.push(quals);
  let parent: ScopeRelation | undefined;
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
    const sides = [qualifierOf(left.fields), qualifierOf(right.fields)];
    const owners = sides.map((qualifier) => {
      if (qualifier.length === 0) {
        throw new UnsupportedError(
          'Columns in a join condition need a table name',
          'Write the condition as ON b.a_id = a.id so each side names its table.',
        );
      }
      if (matches(joined, qualifier)) return joined;
      return scope.find(qualifier);
    });
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
  }
  if (!parent) throw unsupported('This join condition');
  return parent;
}

function qualifierOf(fields: Node[] | undefined): string[] {
  return (fields ?? []).slice(0, -1).map((field) => nodeAs(field, 'String')?.sval ?? '');
}

function matches(relation: ScopeRelation, qualifier: string[]): boolean {
  if (qualifier.length === 1)
    return relation.alias ? relation.alias === qualifier[0] : relation.name === qualifier[0];
  return !relation.alias && relation.schema === qualifier[0] && relation.name === qualifier[1];
}
