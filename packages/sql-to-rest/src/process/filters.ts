import type { A_Expr, Node } from '@pgsql/types';
import { unimplemented, unsupported } from '../errors.ts';
import type { ColumnRef, Filter, IsValue, Literal } from '../model.ts';
import { describeNode, nodeAs, operatorName, stringList } from './ast.ts';
import type { Context } from './context.ts';
import { isFilterColumn, readFilterColumn } from './filter-columns.ts';
import { checkList, checkValue, isQuantifiable, MIRRORED, OPERATORS } from './filter-operators.ts';
import { readTextSearch } from './filter-text-search.ts';
import { parseArrayLiteral, readLiteral, requireLiteral } from './literals.ts';
import type { Scope } from './scope.ts';

/**
 * Reads a WHERE clause (of a SELECT, an UPDATE, a DELETE or a function call) into a filter tree. This file
 * holds AND/OR/NOT and each kind of condition; the operator table is in filter-operators.ts, the column side
 * in filter-columns.ts, `@@` in filter-text-search.ts.
 */
export class FilterReader {
  constructor(
    private readonly scope: Scope,
    private readonly ctx: Context,
  ) {}

  /** Reads a WHERE clause into a filter tree in negation normal form. */
  read(node: Node): Filter {
    return this.expression(node, false);
  }

  private expression(node: Node, negate: boolean): Filter {
    const bool = nodeAs(node, 'BoolExpr');
    if (bool) {
      const args = bool.args ?? [];
      if (bool.boolop === 'NOT_EXPR') {
        const [arg] = args;
        if (!arg) throw unsupported('An empty NOT');
        return this.expression(arg, !negate);
      }
      const isAnd = bool.boolop === 'AND_EXPR';
      const type = isAnd !== negate ? 'and' : 'or';
      return logical(
        type,
        args.map((arg) => this.expression(arg, negate)),
      );
    }
    const expression = nodeAs(node, 'A_Expr');
    if (expression) return this.operatorExpression(expression, negate);
    const nullTest = nodeAs(node, 'NullTest');
    if (nullTest) {
      const column = this.column(nullTest.arg);
      return {
        type: 'is',
        column,
        value: 'null',
        negate: (nullTest.nulltesttype === 'IS_NOT_NULL') !== negate,
      };
    }
    const booleanTest = nodeAs(node, 'BooleanTest');
    if (booleanTest) {
      const column = this.column(booleanTest.arg);
      const test = booleanTest.booltesttype ?? 'IS_TRUE';
      const value: IsValue = test.endsWith('TRUE') ? 'true' : test.endsWith('FALSE') ? 'false' : 'unknown';
      return { type: 'is', column, value, negate: test.startsWith('IS_NOT') !== negate };
    }
    if (isFilterColumn(node)) {
      // A bare boolean column is true only when the column is true: NULL rows drop out either way.
      const column = this.column(node);
      return { type: 'compare', column, operator: 'eq', value: { type: 'boolean', value: true }, negate };
    }
    const subLink = nodeAs(node, 'SubLink');
    if (subLink) {
      if (subLink.subLinkType === 'EXISTS_SUBLINK') {
        throw unimplemented(
          'EXISTS subqueries',
          'Join the related table instead: an INNER JOIN keeps only rows that have a match.',
        );
      }
      throw unsupported('Subqueries in WHERE');
    }
    const constant = nodeAs(node, 'A_Const');
    if (constant) {
      throw unsupported('Constant conditions such as WHERE true', 'Remove the constant condition.');
    }
    throw unsupported(`${describeNode(node)} in WHERE`);
  }

  private operatorExpression(expression: A_Expr, negate: boolean): Filter {
    const name = operatorName(expression.name);
    switch (expression.kind) {
      case 'AEXPR_OP':
      case 'AEXPR_LIKE':
      case 'AEXPR_ILIKE':
        if (name === '@@') return readTextSearch(expression, negate, this.scope, this.ctx);
        return this.comparison(expression, name, negate);
      case 'AEXPR_IN':
        return this.inList(expression, name, negate);
      case 'AEXPR_OP_ANY':
      case 'AEXPR_OP_ALL':
        return this.quantified(expression, name, expression.kind === 'AEXPR_OP_ANY' ? 'any' : 'all', negate);
      case 'AEXPR_DISTINCT':
      case 'AEXPR_NOT_DISTINCT':
        return this.distinct(expression, (expression.kind === 'AEXPR_NOT_DISTINCT') !== negate);
      case 'AEXPR_BETWEEN':
      case 'AEXPR_NOT_BETWEEN':
      case 'AEXPR_BETWEEN_SYM':
      case 'AEXPR_NOT_BETWEEN_SYM':
        return this.between(expression, negate);
      case 'AEXPR_SIMILAR':
        throw unsupported('SIMILAR TO', 'Use ~ with a POSIX regular expression instead.');
      default:
        throw unsupported(`The operator ${name}`);
    }
  }

  private comparison(expression: A_Expr, name: string, negate: boolean): Filter {
    let columnNode = expression.lexpr;
    let valueNode = expression.rexpr;
    let sqlOperator = name;
    if (!isFilterColumn(columnNode) && isFilterColumn(valueNode)) {
      const mirrored = MIRRORED[name];
      if (!mirrored) {
        throw unsupported(`\`value ${name} column\``, `Write the column first: column ${name} value.`);
      }
      [columnNode, valueNode, sqlOperator] = [valueNode, columnNode, mirrored];
    }
    const operator = OPERATORS[sqlOperator];
    if (!operator) throw unsupported(`The operator ${name}`);
    if (
      nodeAs(valueNode, 'FuncCall') &&
      stringList(nodeAs(valueNode, 'FuncCall')?.funcname).at(-1) === 'like_escape'
    ) {
      throw unsupported('LIKE ... ESCAPE', 'Use the default escape character, backslash.');
    }
    const column = this.column(columnNode);
    if (isFilterColumn(valueNode)) {
      throw unsupported(
        'Comparing two columns',
        'PostgREST compares a column with a constant; use a view or RPC.',
      );
    }
    const value = requireLiteral(valueNode, this.ctx, 'on the right-hand side of a comparison');
    checkValue(operator.operator, value, name);
    return {
      type: 'compare',
      column,
      operator: operator.operator,
      value,
      negate: operator.negate !== negate,
    };
  }

  private inList(expression: A_Expr, name: string, negate: boolean): Filter {
    const column = this.column(expression.lexpr);
    const list = nodeAs(expression.rexpr, 'List');
    if (!list) throw unsupported('IN with a subquery');
    const values = (list.items ?? []).map((item) => requireLiteral(item, this.ctx, 'in an IN list'));
    return { type: 'in', column, values: checkList(values), negate: (name === '<>') !== negate };
  }

  private quantified(expression: A_Expr, name: string, quantifier: 'any' | 'all', negate: boolean): Filter {
    const column = this.column(expression.lexpr);
    const values = this.arrayValues(expression.rexpr);
    if (name === '=' && quantifier === 'any')
      return { type: 'in', column, values: checkList(values), negate };
    if (name === '<>' && quantifier === 'all')
      return { type: 'in', column, values: checkList(values), negate: !negate };
    const operator = OPERATORS[name];
    if (!operator || !isQuantifiable(operator.operator)) {
      throw unsupported(`${name} ${quantifier.toUpperCase()} (...)`);
    }
    if (values.length === 0) throw unsupported(`${quantifier.toUpperCase()} over an empty array`);
    // x NOT LIKE ALL (...) is NOT (x LIKE ANY (...)), and the other way round.
    const flip = operator.negate;
    return {
      type: 'quantified',
      column,
      operator: operator.operator,
      quantifier: flip ? (quantifier === 'any' ? 'all' : 'any') : quantifier,
      values,
      negate: flip !== negate,
    };
  }

  private arrayValues(node: Node | undefined): Literal[] {
    const literal = readLiteral(node, this.ctx);
    if (literal?.type === 'array') return literal.items;
    if (literal?.type === 'string') {
      const items = parseArrayLiteral(literal.value);
      if (items) return items;
    }
    throw unsupported(
      'ANY/ALL with something other than a constant array',
      "Write the array as ARRAY[...] or '{...}'.",
    );
  }

  private distinct(expression: A_Expr, notDistinct: boolean): Filter {
    const column = this.column(expression.lexpr);
    const value = requireLiteral(expression.rexpr, this.ctx, 'in IS DISTINCT FROM');
    if (value.type === 'null') return { type: 'is', column, value: 'null', negate: !notDistinct };
    return { type: 'compare', column, operator: 'isdistinct', value, negate: notDistinct };
  }

  private between(expression: A_Expr, negate: boolean): Filter {
    const column = this.column(expression.lexpr);
    const bounds = nodeAs(expression.rexpr, 'List')?.items ?? [];
    let [low, high] = bounds.map((bound) => requireLiteral(bound, this.ctx, 'as BETWEEN bounds'));
    if (!low || !high || low.type === 'null' || high.type === 'null') {
      throw unsupported('BETWEEN with a NULL bound', 'A NULL bound never matches; remove the condition.');
    }
    const kind = expression.kind ?? 'AEXPR_BETWEEN';
    if (kind.endsWith('_SYM')) {
      if (low.type !== 'number' || high.type !== 'number') {
        throw unsupported(
          'BETWEEN SYMMETRIC with non-numeric bounds',
          'Put the smaller bound first and drop SYMMETRIC.',
        );
      }
      if (Number(low.value) > Number(high.value)) [low, high] = [high, low];
    }
    const outside = kind.startsWith('AEXPR_NOT') !== negate;
    if (outside) {
      return logical('or', [
        { type: 'compare', column, operator: 'lt', value: low, negate: false },
        { type: 'compare', column, operator: 'gt', value: high, negate: false },
      ]);
    }
    return logical('and', [
      { type: 'compare', column, operator: 'gte', value: low, negate: false },
      { type: 'compare', column, operator: 'lte', value: high, negate: false },
    ]);
  }

  private column(node: Node | undefined): ColumnRef {
    return readFilterColumn(node, this.scope, this.ctx);
  }
}

/** Builds an AND/OR node, merging children of the same kind so the tree stays flat. */
export function logical(type: 'and' | 'or', children: Filter[]): Filter {
  const flat: Filter[] = [];
  for (const child of children) {
    if (child.type === type) flat.push(...child.filters);
    else flat.push(child);
  }
  if (flat.length === 1 && flat[0]) return flat[0];
  return { type, filters: flat };
}
