import { unsupported } from '../errors.ts';
import type { CompareOperator, Literal, QuantifiableOperator } from '../model.ts';

// The SQL operators a filter can use, their PostgREST names, and the values each of them accepts.

type Operator = { operator: CompareOperator; negate: boolean };

/** SQL operators with a PostgREST counterpart taking one value. */
export const OPERATORS: Record<string, Operator> = {
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
export const MIRRORED: Record<string, string> = {
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

export function isQuantifiable(operator: CompareOperator): operator is QuantifiableOperator {
  return ['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch'].includes(operator);
}

export function checkValue(operator: CompareOperator, value: Literal, sqlOperator: string): void {
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
export function checkList(values: Literal[]): Literal[] {
  if (values.some((value) => value.type === 'null')) {
    throw unsupported(
      'NULL inside an IN list',
      'NULL never equals anything; add `OR column IS NULL` if you meant that.',
    );
  }
  if (values.length === 0) throw unsupported('An empty list', 'An empty list matches no rows.');
  // Strings and numbers are compared by their text in a set of their own (no key to build per value, which
  // counts in a list of thousands); anything else by its JSON.
  const strings = new Set<string>();
  const numbers = new Set<string>();
  const others = new Set<string>();
  return values.filter((value) => {
    const set = value.type === 'string' ? strings : value.type === 'number' ? numbers : others;
    const key = value.type === 'string' || value.type === 'number' ? value.value : JSON.stringify(value);
    // One hash lookup per value: the set grows only when the key is new.
    const size = set.size;
    return set.add(key).size > size;
  });
}
