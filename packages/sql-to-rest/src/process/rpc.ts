import type { FuncCall, Node, RangeFunction, SelectStmt } from '@pgsql/types';
import { UnsupportedError, unsupported } from '../errors.ts';
import type { Literal, Resource, RpcStatement, Target } from '../model.ts';
import { nodeAs, stringList } from './ast.ts';
import type { Context } from './context.ts';
import { FilterReader } from './filters.ts';
import { requireLiteral } from './literals.ts';
import { processLimit, processOrder } from './order-limit.ts';
import { Scope } from './scope.ts';
import { processTargets, TargetTree } from './targets.ts';

const AGGREGATE_NAMES = new Set(['count', 'sum', 'avg', 'min', 'max']);

function exposed(fn: Resource): string {
  return `The function \`${fn.name}\` must be exposed by the API (in an exposed schema, executable by the request's role); PostgREST calls it with POST and a JSON object of named arguments.`;
}

/** `select ... from fn(a => 1) where ... order by ... limit ...` */
export function processFunctionScan(scan: RangeFunction, statement: SelectStmt, ctx: Context): RpcStatement {
  if (scan.lateral) throw unsupported('LATERAL');
  if (scan.ordinality) throw unsupported('WITH ORDINALITY');
  if (scan.is_rowsfrom) throw unsupported('ROWS FROM (...)');
  if ((scan.coldeflist?.length ?? 0) > 0) throw unsupported('A column definition list for a function');
  if ((scan.alias?.colnames?.length ?? 0) > 0) throw unsupported('Renaming the columns of a function result');
  const items = nodeAs(scan.functions?.[0], 'List')?.items ?? [];
  const call = nodeAs(items[0], 'FuncCall');
  if (!call || (scan.functions?.length ?? 0) !== 1) throw unsupported('This function call in FROM');
  const { fn, args } = readCall(call, ctx);
  if ((statement.groupClause?.length ?? 0) > 0) {
    throw unsupported('GROUP BY on a function result', 'Aggregate inside the function instead.');
  }
  const scope = new Scope({
    name: fn.name,
    path: [],
    used: true,
    ...(scan.alias?.aliasname ? { alias: scan.alias.aliasname } : {}),
  });
  if (fn.schema) scope.root.schema = fn.schema;
  const tree = new TargetTree();
  const info = processTargets(statement.targetList ?? [], scope, tree, ctx);
  if (info.hasAggregates)
    throw unsupported('Aggregating a function result', 'Aggregate inside the function instead.');
  ctx.assume(exposed(fn));
  const result: RpcStatement = {
    type: 'rpc',
    fn,
    args,
    order: processOrder(statement.sortClause, scope, info, ctx),
  };
  if (!isStarOnly(tree.root)) result.targets = tree.root;
  if (statement.whereClause) result.filter = new FilterReader(scope, ctx).read(statement.whereClause);
  const limit = processLimit(statement);
  if (limit) result.limit = limit;
  return result;
}

/** `select fn(a => 1)`: the function's value itself. */
export function processFunctionCall(statement: SelectStmt, ctx: Context): RpcStatement {
  const targets = statement.targetList ?? [];
  const target = nodeAs(targets[0], 'ResTarget');
  const call = nodeAs(target?.val, 'FuncCall');
  if (targets.length !== 1 || !target || !call) {
    throw unsupported(
      'SELECT without FROM',
      'Select from a table, or call a single function: select my_function(arg => 1).',
    );
  }
  const name = stringList(call.funcname).at(-1) ?? '';
  if (AGGREGATE_NAMES.has(name) && stringList(call.funcname).length === 1) {
    throw unsupported(
      'An aggregate without FROM',
      'Aggregate the rows of a table: select count(*) from my_table.',
    );
  }
  if (
    statement.whereClause ||
    (statement.sortClause?.length ?? 0) > 0 ||
    statement.limitCount ||
    statement.limitOffset
  ) {
    throw unsupported(
      'WHERE, ORDER BY or LIMIT without FROM',
      'Select from the function instead: select * from fn(...).',
    );
  }
  if ((statement.groupClause?.length ?? 0) > 0) throw unsupported('GROUP BY without FROM');
  const { fn, args } = readCall(call, ctx);
  ctx.assume(exposed(fn));
  if (target.name) {
    ctx.assume(
      `PostgREST returns the function's value without a column name, so the alias \`${target.name}\` has no effect.`,
    );
  }
  return { type: 'rpc', fn, args, order: [] };
}

function readCall(call: FuncCall, ctx: Context): { fn: Resource; args: [string, Literal][] } {
  const names = stringList(call.funcname);
  if (names.length > 2) throw unsupported('Function names with a database name');
  if (call.agg_star) throw unsupported('Calling a function with *');
  if (call.func_variadic) throw unsupported('VARIADIC arguments');
  if (call.over || call.agg_filter || call.agg_distinct || (call.agg_order?.length ?? 0) > 0) {
    throw unsupported('Window or aggregate syntax in a function call');
  }
  const fn: Resource = { name: names.at(-1) ?? '' };
  if (names.length === 2 && names[0]) fn.schema = names[0];
  const args: [string, Literal][] = [];
  for (const arg of call.args ?? []) {
    const named = nodeAs(arg, 'NamedArgExpr');
    if (!named?.name) {
      throw unsupported(
        'Positional function arguments',
        'PostgREST passes arguments by name; write fn(name => value) for each argument.',
      );
    }
    if (args.some(([existing]) => existing === named.name)) {
      throw new UnsupportedError(`The argument \`${named.name}\` is given twice`, 'Name each argument once.');
    }
    args.push([named.name, requireLiteral(named.arg as Node, ctx, 'as function arguments')]);
  }
  return { fn, args };
}

function isStarOnly(targets: Target[]): boolean {
  return targets.length === 1 && targets[0]?.type === 'star';
}
