import type { Node } from '@pgsql/types';
import { UnsupportedError, unsupported } from '../errors.ts';
import type { ColumnRef } from '../model.ts';
import { describeNode, nodeAs, operatorName } from './ast.ts';
import type { Context } from './context.ts';
import { readLiteral } from './literals.ts';
import { readColumnExpression, type Scope } from './scope.ts';

// The column side of a condition: PostgREST filters test a column, or a JSON path inside one, and nothing else.

/** Whether the node is written as a column or a JSON path (`data->'key'`), before it is resolved. */
export function isFilterColumn(node: Node | undefined): boolean {
  return nodeAs(node, 'ColumnRef') !== undefined || isJsonPath(node);
}

/** The column a condition tests, or the reason PostgREST cannot filter on the expression. */
export function readFilterColumn(node: Node | undefined, scope: Scope, ctx: Context): ColumnRef {
  const resolved = readColumnExpression(node, scope, ctx);
  if (resolved) return resolved.column;
  if (nodeAs(node, 'TypeCast')) {
    throw unsupported(
      'Casting a column in a filter',
      'PostgREST compares the column with its own type; drop the cast, or filter on a generated column.',
    );
  }
  if (nodeAs(node, 'FuncCall')) {
    throw unsupported(
      'Calling a function on a column in a filter',
      'Filter on a generated column, or use RPC.',
    );
  }
  if (node && readLiteral(node, ctx)) {
    throw unsupported('Conditions without a column', 'Every condition must test a column.');
  }
  throw new UnsupportedError(
    `${node ? describeNode(node) : 'This expression'} cannot be filtered on by PostgREST`,
    'Filters test a column (or a JSON path inside one) against constant values.',
  );
}

function isJsonPath(node: Node | undefined): boolean {
  const expression = nodeAs(node, 'A_Expr');
  const name = operatorName(expression?.name);
  return expression?.kind === 'AEXPR_OP' && (name === '->' || name === '->>');
}
