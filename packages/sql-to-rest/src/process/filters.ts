import type { A_Expr, Node } from '@pgsql/types';
import { UnsupportedError, unimplemented, unsupported } from '../errors.ts';
import type {
  ColumnFilter,
  ColumnRef,
  CompareOperator,
  Filter,
  FtsVariant,
  IsValue,
  Literal,
  QuantifiableOperator,
} from '../model.ts';
import { describeNode, nodeAs, operatorName, stringList } from './ast.ts';
import type { Context } from './context.ts';
import { parseArrayLiteral, readLiteral, requireLiteral } from './literals.ts';
import { readColumnExpression, type Scope } from './scope.ts';

type Operator = { operator: CompareOperator; negate: boolean };

/** SQL operators with a PostgREST counterpart taking one value. */
const OPERATORS: Record<string, Operator> = {
  '=': { operator: 'eq', negate: false },
  '<>': { operator: 'neq', negate: false },
  '<': { operator: 'lt', negate: false },
  '<=': { operator: 'lte', negate: false },
  '>': { operator: 'gt', negate: false },
  '>=': { operator: 'gte', negate: false },
  '~~': { operator: 'like', negate: false },
  '!~~': { operator: 'like', negate: true },
  '~~*': { operator: 'ilike', negate: false },
  '!~~*': { operator: 'ilike', negate: true },
  '~': { operator: 'match', negate: false },
  '!~': { operator: 'match', negate: true },
  '~*': { operator: 'imatch', negate: false },
  '!~*': { operator: 'imatch', negate: true },
  '@>': { operator: 'cs', negate: false },
  '<@': { operator: 'cd', negate: false },
  '&&': { operator: 'ov', negate: false },
  '<<': { operator: 'sl', negate: false },
  '>>': { operator: 'sr', negate: false },
  '&<': { operator: 'nxr', negate: false },
  '&>': { operator: 'nxl', negate: false },
  '-|-': { operator: 'adj', negate: false },
};

/** The operator to use when the constant is written first (`5 < a` is `a > 5`). */
const MIRRORED: Record<string, string> = {
  '=': '=',
  '<>': '<>',
  '<': '>',
  '<=': '>=',
  '>': '<',
  '>=': '<=',
  '@>': '<@',
  '<@': '@>',
  '&&': '&&',
  '<<': '>>',
  '>>': '<<',
  '-|-': '-|-',
};

const TSQUERY_FUNCTIONS: Record<string, FtsVariant> = {
  to_tsquery: 'fts',
  plainto_tsquery: 'plfts',
  phraseto_tsquery: 'phfts',
  websearch_to_tsquery: 'wfts',
};

const STRING_OPERATORS = new Set<CompareOperator>([
  'like',
  'ilike',
  'match',
  'imatch',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
]);

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
    if (nodeAs(node, 'ColumnRef') || isJsonPath(node)) {
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
        if (name === '@@') return this.textSearch(expression, negate);
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
    if (!this.isColumn(columnNode) && this.isColumn(valueNode)) {
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
    if (this.isColumn(valueNode)) {
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

  private textSearch(expression: A_Expr, negate: boolean): Filter {
    const [vectorNode, queryNode] =
      nodeAs(expression.lexpr, 'FuncCall') && tsqueryVariant(expression.lexpr)
        ? [expression.rexpr, expression.lexpr]
        : [expression.lexpr, expression.rexpr];
    const query = nodeAs(queryNode, 'FuncCall');
    const variant = tsqueryVariant(queryNode);
    if (!query || !variant) {
      throw unsupported(
        '@@ with something other than to_tsquery, plainto_tsquery, phraseto_tsquery or websearch_to_tsquery',
        "Write the search as column @@ to_tsquery('config', 'query').",
      );
    }
    const args = query.args ?? [];
    const queryConfig = args.length === 2 ? readConfig(args[0]) : undefined;
    const text = requireLiteral(args.at(-1), this.ctx, 'as a text search query');
    if (args.length < 1 || args.length > 2 || text.type !== 'string')
      throw unsupported('This text search query');
    let column: ColumnRef;
    const vector = nodeAs(vectorNode, 'FuncCall');
    if (vector) {
      const vectorName = stringList(vector.funcname).at(-1);
      const vectorArgs = vector.args ?? [];
      if (vectorName !== 'to_tsvector' || vectorArgs.length < 1 || vectorArgs.length > 2) {
        throw unsupported(`${vectorName ?? 'This function'} in a text search`);
      }
      const vectorConfig = vectorArgs.length === 2 ? readConfig(vectorArgs[0]) : undefined;
      if (vectorConfig !== queryConfig) {
        throw unsupported(
          'Different text search configurations for the document and the query',
          'PostgREST applies one configuration to both; use the same one in to_tsvector and the tsquery function.',
        );
      }
      column = this.column(vectorArgs.at(-1));
    } else {
      column = this.column(vectorNode);
    }
    const filter: ColumnFilter = { type: 'fts', column, variant, query: text.value, negate };
    if (queryConfig !== undefined) filter.config = queryConfig;
    return filter;
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

  private isColumn(node: Node | undefined): boolean {
    return nodeAs(node, 'ColumnRef') !== undefined || isJsonPath(node);
  }

  private column(node: Node | undefined): ColumnRef {
    const resolved = readColumnExpression(node, this.scope, this.ctx);
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
    if (node && readLiteral(node, this.ctx)) {
      throw unsupported('Conditions without a column', 'Every condition must test a column.');
    }
    throw new UnsupportedError(
      `${node ? describeNode(node) : 'This expression'} cannot be filtered on by PostgREST`,
      'Filters test a column (or a JSON path inside one) against constant values.',
    );
  }
}

function isJsonPath(node: Node | undefined): boolean {
  const expression = nodeAs(node, 'A_Expr');
  const name = operatorName(expression?.name);
  return expression?.kind === 'AEXPR_OP' && (name === '->' || name === '->>');
}

function tsqueryVariant(node: Node | undefined): FtsVariant | undefined {
  const name = stringList(nodeAs(node, 'FuncCall')?.funcname).at(-1) ?? '';
  return TSQUERY_FUNCTIONS[name];
}

function readConfig(node: Node | undefined): string {
  const cast = nodeAs(node, 'TypeCast');
  const constant = nodeAs(cast ? cast.arg : node, 'A_Const');
  const config = constant?.sval?.sval;
  if (config === undefined || !/^[\p{L}\p{N}_$]+$/u.test(config)) {
    throw unsupported(
      'This text search configuration',
      "Name the configuration as a plain string, e.g. 'english'.",
    );
  }
  return config;
}

function isQuantifiable(operator: CompareOperator): operator is QuantifiableOperator {
  return ['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch'].includes(operator);
}

function checkValue(operator: CompareOperator, value: Literal, sqlOperator: string): void {
  if (value.type === 'null') {
    throw unsupported(
      `Comparing with NULL using ${sqlOperator}`,
      'A comparison with NULL is never true; use IS NULL or IS NOT NULL.',
    );
  }
  if (STRING_OPERATORS.has(operator) && value.type !== 'string') {
    throw unsupported(`${sqlOperator} with a non-text value`, 'Write the value as a quoted string.');
  }
  if ((operator === 'like' || operator === 'ilike') && value.type === 'string' && value.value.includes('*')) {
    throw unsupported(
      'A literal * in a LIKE pattern',
      'PostgREST reads * as the % wildcard, so a pattern cannot match an asterisk; use ~ with a regular expression instead.',
    );
  }
}

/** IN lists: no NULLs (they never match), no duplicates, not empty. */
function checkList(values: Literal[]): Literal[] {
  if (values.some((value) => value.type === 'null')) {
    throw unsupported(
      'NULL inside an IN list',
      'NULL never equals anything; add `OR column IS NULL` if you meant that.',
    );
  }
  if (values.length === 0) throw unsupported('An empty list', 'An empty list matches no rows.');
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = JSON.stringify(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
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
