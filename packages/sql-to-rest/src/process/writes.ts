import type { DeleteStmt, InsertStmt, Node, RangeVar, ReturningClause, UpdateStmt } from '@pgsql/types';
import { UnsupportedError, unsupported } from '../errors.ts';
import type {
  DefaultValue,
  DeleteStatement,
  InsertStatement,
  Literal,
  Target,
  UpdateStatement,
} from '../model.ts';
import { describeNode, nodeAs, stringList } from './ast.ts';
import type { Context } from './context.ts';
import { FilterReader } from './filters.ts';
import { readRangeVar } from './from-clause.ts';
import { requireLiteral } from './literals.ts';
import { Scope } from './scope.ts';
import { refuseSelectClauses } from './select.ts';
import { processTargets, TargetTree } from './targets.ts';

function tableScope(relation: RangeVar | undefined): Scope {
  if (!relation) throw unsupported('A statement without a table');
  const { name, schema, alias } = readRangeVar(relation);
  const scope = new Scope({ name, path: [], used: true });
  if (schema) scope.root.schema = schema;
  if (alias) scope.root.alias = alias;
  return scope;
}

function resource(scope: Scope): { schema?: string; name: string } {
  return scope.root.schema ? { schema: scope.root.schema, name: scope.root.name } : { name: scope.root.name };
}

function readReturning(
  clause: ReturningClause | undefined,
  scope: Scope,
  ctx: Context,
): Target[] | undefined {
  const list = clause?.exprs ?? [];
  if (list.length === 0) return undefined;
  if ((clause?.options?.length ?? 0) > 0) throw unsupported('RETURNING WITH (OLD/NEW aliases)');
  const tree = new TargetTree();
  const info = processTargets(list, scope, tree, ctx);
  if (info.hasAggregates) throw unsupported('Aggregates in RETURNING');
  return tree.root;
}

function refuseWith(withClause: unknown): void {
  if (withClause) throw unsupported('WITH (common table expressions)');
}

export function processInsert(statement: InsertStmt, ctx: Context): InsertStatement {
  refuseWith(statement.withClause);
  if (statement.override && statement.override !== 'OVERRIDING_NOT_SET')
    throw unsupported('OVERRIDING ... VALUE');
  const scope = tableScope(statement.relation);
  const columns = (statement.cols ?? []).map((col) => {
    const target = nodeAs(col, 'ResTarget');
    if (!target?.name || (target.indirection?.length ?? 0) > 0)
      throw unsupported('Inserting into part of a column');
    return target.name;
  });
  let rows: (Literal | DefaultValue)[][] = [];
  const select = nodeAs(statement.selectStmt, 'SelectStmt');
  if (select) {
    const valuesLists = select.valuesLists ?? [];
    if (valuesLists.length === 0) {
      throw unsupported(
        'INSERT ... SELECT',
        'Insert literal VALUES, or run the INSERT ... SELECT inside a database function.',
      );
    }
    refuseSelectClauses({ ...select, valuesLists: [] });
    if ((select.sortClause?.length ?? 0) > 0 || select.limitCount || select.limitOffset) {
      throw unsupported('ORDER BY or LIMIT on VALUES');
    }
    if (columns.length === 0) {
      throw unsupported(
        'INSERT without a column list',
        'PostgREST sends rows as JSON objects keyed by column name; list the columns: INSERT INTO t (a, b) VALUES (...).',
      );
    }
    rows = valuesLists.map((list) => {
      const items = nodeAs(list, 'List')?.items ?? [];
      if (items.length !== columns.length) {
        throw new UnsupportedError(
          `A VALUES row has ${items.length} values for ${columns.length} columns`,
          'Give one value per listed column.',
        );
      }
      return items.map((item): Literal | DefaultValue =>
        nodeAs(item, 'SetToDefault') ? { type: 'default' } : requireLiteral(item, ctx, 'in VALUES'),
      );
    });
  } else if (columns.length > 0) {
    throw unsupported('A column list with DEFAULT VALUES');
  }
  if (new Set(columns).size !== columns.length) {
    throw new UnsupportedError('A column is listed twice in INSERT', 'List each column once.');
  }
  const result: InsertStatement = {
    type: 'insert',
    into: resource(scope),
    columns,
    rows: rows.length > 0 ? rows : [[]],
  };
  const conflict = statement.onConflictClause;
  if (conflict && conflict.action !== 'ONCONFLICT_NONE') {
    if (conflict.infer?.conname) {
      throw unsupported(
        'ON CONFLICT ON CONSTRAINT',
        'Name the conflicting columns instead: ON CONFLICT (id).',
      );
    }
    if (conflict.infer?.whereClause) throw unsupported('ON CONFLICT with a WHERE clause on the index');
    if (conflict.whereClause) throw unsupported('ON CONFLICT ... DO UPDATE ... WHERE');
    const targetColumns = (conflict.infer?.indexElems ?? []).map((element) => {
      const index = nodeAs(element, 'IndexElem');
      if (!index?.name)
        throw unsupported('Expressions as the conflict target', 'Name the conflicting columns.');
      return index.name;
    });
    if (conflict.action === 'ONCONFLICT_UPDATE') {
      if (targetColumns.length === 0) throw unsupported('ON CONFLICT DO UPDATE without conflict columns');
      checkMergeSet(conflict.targetList ?? [], columns, targetColumns);
    } else if (targetColumns.length === 0) {
      ctx.assume('Without conflict columns, PostgREST detects duplicates on the primary key.');
    }
    result.onConflict = {
      columns: targetColumns,
      action: conflict.action === 'ONCONFLICT_UPDATE' ? 'merge' : 'ignore',
    };
  }
  const returning = readReturning(statement.returningClause, scope, ctx);
  if (returning) result.returning = returning;
  return result;
}

/**
 * PostgREST's merge overwrites every sent column with the sent value, so `DO UPDATE SET` must set each
 * inserted column (the conflict columns may be left out) to `EXCLUDED.column`.
 */
function checkMergeSet(setList: Node[], inserted: string[], conflictColumns: string[]): void {
  const updated = new Set<string>();
  for (const item of setList) {
    const target = nodeAs(item, 'ResTarget');
    const source = nodeAs(target?.val, 'ColumnRef');
    const fields = stringList(source?.fields);
    const matches =
      target?.name !== undefined &&
      fields.length === 2 &&
      fields[0] === 'excluded' &&
      fields[1] === target.name;
    if (!matches) {
      throw unsupported(
        'ON CONFLICT DO UPDATE with values other than EXCLUDED.column',
        'PostgREST upserts overwrite each sent column with the sent value; compute other updates in a database function.',
      );
    }
    updated.add(target.name as string);
  }
  for (const column of inserted) {
    if (!updated.has(column) && !conflictColumns.includes(column)) {
      throw unsupported(
        `ON CONFLICT DO UPDATE that keeps the existing \`${column}\``,
        'A PostgREST upsert overwrites every column it sends; leave the column out of the INSERT, or use a database function.',
      );
    }
  }
  for (const column of updated) {
    if (!inserted.includes(column)) {
      throw unsupported(`Updating \`${column}\`, which the INSERT does not send`);
    }
  }
}

export function processUpdate(statement: UpdateStmt, ctx: Context): UpdateStatement {
  refuseWith(statement.withClause);
  if ((statement.fromClause?.length ?? 0) > 0)
    throw unsupported('UPDATE ... FROM', 'Update through a database function.');
  const scope = tableScope(statement.relation);
  const set: [string, Literal][] = (statement.targetList ?? []).map((item) => {
    const target = nodeAs(item, 'ResTarget');
    if (!target?.name || (target.indirection?.length ?? 0) > 0)
      throw unsupported('Updating part of a column');
    if (nodeAs(target.val, 'MultiAssignRef')) {
      throw unsupported('SET (a, b) = (...)', 'Set each column on its own: SET a = 1, b = 2.');
    }
    if (nodeAs(target.val, 'SetToDefault')) throw unsupported('SET column = DEFAULT');
    const literal = tryLiteral(target.val, ctx);
    if (!literal) {
      throw unsupported(
        `Computed values in SET (\`${target.name}\` = ${target.val ? describeNode(target.val).toLowerCase() : 'this value'})`,
        'PostgREST writes constant values; computed updates (such as count = count + 1) need a database function called through RPC.',
      );
    }
    return [target.name, literal];
  });
  if (new Set(set.map(([name]) => name)).size !== set.length) {
    throw new UnsupportedError('A column is set twice in UPDATE', 'Set each column once.');
  }
  const result: UpdateStatement = { type: 'update', table: resource(scope), set };
  if (statement.whereClause) result.filter = new FilterReader(scope, ctx).read(statement.whereClause);
  else ctx.assume(WITHOUT_WHERE('UPDATE'));
  const returning = readReturning(statement.returningClause, scope, ctx);
  if (returning) result.returning = returning;
  return result;
}

export function processDelete(statement: DeleteStmt, ctx: Context): DeleteStatement {
  refuseWith(statement.withClause);
  if ((statement.usingClause?.length ?? 0) > 0)
    throw unsupported('DELETE ... USING', 'Delete through a database function.');
  const scope = tableScope(statement.relation);
  const result: DeleteStatement = { type: 'delete', from: resource(scope) };
  if (statement.whereClause) result.filter = new FilterReader(scope, ctx).read(statement.whereClause);
  else ctx.assume(WITHOUT_WHERE('DELETE'));
  const returning = readReturning(statement.returningClause, scope, ctx);
  if (returning) result.returning = returning;
  return result;
}

function WITHOUT_WHERE(kind: string): string {
  return `${kind === 'UPDATE' ? 'An' : 'A'} ${kind} without WHERE affects every row; Supabase projects refuse it unless the safeupdate check is turned off.`;
}

function tryLiteral(node: Node | undefined, ctx: Context): Literal | undefined {
  try {
    return requireLiteral(node, ctx, 'in SET');
  } catch (error) {
    if (error instanceof UnsupportedError) return undefined;
    throw error;
  }
}
