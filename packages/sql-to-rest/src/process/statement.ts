import type { ParseResult } from '@pgsql/types';
import { ParseError, UnsupportedError, unimplemented, unsupported } from '../errors.ts';
import type { TranslateResult } from '../model.ts';
import { nodeAs, nodeKind } from './ast.ts';
import { Context } from './context.ts';
import { processSelect } from './select.ts';
import { processDelete, processInsert, processUpdate } from './writes.ts';

/** Statement kinds that PostgREST has no endpoint for, named the way people write them. */
const STATEMENT_NAMES: Record<string, string> = {
  CreateStmt: 'CREATE TABLE',
  CreateTableAsStmt: 'CREATE TABLE AS',
  ViewStmt: 'CREATE VIEW',
  IndexStmt: 'CREATE INDEX',
  CreateFunctionStmt: 'CREATE FUNCTION',
  AlterTableStmt: 'ALTER TABLE',
  DropStmt: 'DROP',
  TruncateStmt: 'TRUNCATE',
  CallStmt: 'CALL (procedures)',
  DoStmt: 'DO blocks',
  MergeStmt: 'MERGE',
  CopyStmt: 'COPY',
  VariableSetStmt: 'SET',
  VariableShowStmt: 'SHOW',
  TransactionStmt: 'Transaction control (BEGIN/COMMIT/ROLLBACK)',
  GrantStmt: 'GRANT and REVOKE',
  LockStmt: 'LOCK',
  VacuumStmt: 'VACUUM and ANALYZE',
  PrepareStmt: 'PREPARE',
  ExecuteStmt: 'EXECUTE',
};

export function processParseResult(tree: ParseResult): TranslateResult {
  const statements = tree.stmts ?? [];
  if (statements.length === 0) {
    throw new ParseError('The query is empty', 0, 'Type a SELECT, INSERT, UPDATE or DELETE statement.');
  }
  if (statements.length > 1) {
    throw new UnsupportedError(
      'Only one statement can be translated at a time',
      'PostgREST runs one request per statement; translate them one by one, or group them in a database function.',
    );
  }
  const node = statements[0]?.stmt;
  if (!node)
    throw new ParseError('The query is empty', 0, 'Type a SELECT, INSERT, UPDATE or DELETE statement.');
  const ctx = new Context();
  const select = nodeAs(node, 'SelectStmt');
  const insert = nodeAs(node, 'InsertStmt');
  const update = nodeAs(node, 'UpdateStmt');
  const remove = nodeAs(node, 'DeleteStmt');
  const statement = select
    ? processSelect(select, ctx)
    : insert
      ? processInsert(insert, ctx)
      : update
        ? processUpdate(update, ctx)
        : remove
          ? processDelete(remove, ctx)
          : refuseStatement(node);
  return { statement, assumptions: ctx.assumptions };
}

function refuseStatement(node: Parameters<typeof nodeKind>[0]): never {
  const kind = nodeKind(node);
  if (kind === 'ExplainStmt') {
    throw unimplemented(
      'EXPLAIN',
      'PostgREST can return plans (Accept: application/vnd.pgrst.plan) once enabled.',
    );
  }
  const name =
    STATEMENT_NAMES[kind] ??
    kind
      .replace(/Stmt$/, '')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toUpperCase();
  throw unsupported(
    `${name} statements`,
    'PostgREST serves SELECT, INSERT, UPDATE and DELETE on tables and views, and calls functions; run other statements in the SQL editor or a migration.',
  );
}
