import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { largeInputs } from '../bench/large-inputs.mjs';
import {
  formatCurl,
  formatHttp,
  initParser,
  isTranslatorError,
  renderHttp,
  renderSupabaseJs,
  translateSync,
} from '../src/index.ts';
import { caseGroups } from './cases/index.ts';

/** The whole pipeline for one input; returns the first error that is not one of the library's types. */
function runPipeline(sql: string): unknown {
  const attempt = (step: () => unknown): unknown => {
    try {
      step();
      return undefined;
    } catch (error) {
      return isTranslatorError(error) ? undefined : error;
    }
  };
  let statement: ReturnType<typeof translateSync>['statement'] | undefined;
  const translateError = attempt(() => {
    statement = translateSync(sql).statement;
  });
  if (translateError || !statement) return translateError;
  const done = statement;
  return (
    attempt(() => {
      const request = renderHttp(done);
      formatCurl('http://localhost:54321/rest/v1', request);
      formatHttp('http://localhost:54321/rest/v1', request);
    }) ?? attempt(() => renderSupabaseJs(done))
  );
}

/** Fails on any error that is not one of the library's types. Time is measured by `npm run bench`, not here. */
function check(sql: string): void {
  expect(runPipeline(sql), `unexpected error for ${JSON.stringify(sql).slice(0, 200)}`).toBeUndefined();
}

const corpus = caseGroups.flatMap((group) => group.cases.map((testCase) => testCase.sql));

const keywords = [
  'select',
  'from',
  'where',
  'and',
  'or',
  'not',
  'in',
  'is',
  'null',
  'true',
  'false',
  'like',
  'ilike',
  'between',
  'order',
  'by',
  'limit',
  'offset',
  'join',
  'left',
  'inner',
  'on',
  'insert',
  'into',
  'values',
  'update',
  'set',
  'delete',
  'returning',
  'group',
  'having',
  'distinct',
  'any',
  'all',
  'array',
  'default',
  'conflict',
  'do',
  'nothing',
  'asc',
  'desc',
  'nulls',
  'first',
  'last',
  'count',
  'sum',
  'to_tsquery',
  'with',
  'union',
  'exists',
  'case',
  'when',
];
const symbols = [
  '*',
  ',',
  '(',
  ')',
  '=',
  '<>',
  '<',
  '>=',
  '->',
  '->>',
  '::',
  '@>',
  '&&',
  '@@',
  '~',
  "'",
  '"',
  ';',
  '.',
  '[',
  ']',
  '=>',
  '-',
  '%',
  '\\',
  '$1',
];

const token = fc.oneof(
  fc.constantFrom(...keywords),
  fc.constantFrom(...symbols),
  fc.constantFrom('books', 'b', 'authors', 'a', 'title', 'id', 'data', 'tags', 'f'),
  fc.integer({ min: -5, max: 1_000 }).map(String),
  fc.string({ maxLength: 8 }).map((text) => `'${text.replace(/'/g, "''")}'`),
  fc.string({ maxLength: 6 }),
);

/** Random token soup: mostly invalid SQL, sometimes valid fragments. */
const tokenSoup = fc.array(token, { maxLength: 30 }).map((tokens) => tokens.join(' '));

/** A case-table statement with characters inserted, deleted or replaced. */
const mutated = fc
  .tuple(
    fc.constantFrom(...corpus),
    fc.array(
      fc.tuple(
        fc.nat(),
        fc.nat({ max: 3 }),
        fc.oneof(fc.constantFrom(...symbols), fc.string({ maxLength: 3 })),
      ),
      {
        maxLength: 4,
      },
    ),
  )
  .map(([sql, edits]) => {
    let text = sql;
    for (const [at, remove, insert] of edits) {
      const index = text.length === 0 ? 0 : at % (text.length + 1);
      text = text.slice(0, index) + insert + text.slice(index + remove);
    }
    return text;
  });

/** Case-table statements glued together with extra clauses. */
const combined = fc
  .tuple(
    fc.constantFrom(...corpus),
    fc.constantFrom('', ' where ', ' and ', ' or ', ' order by ', ' limit ', ' join '),
    fc.constantFrom(...corpus),
  )
  .map(([a, glue, b]) => a + glue + b);

beforeAll(() => initParser());

describe('fuzzing the whole pipeline', () => {
  it('throws only the library error types on random token soup', () => {
    fc.assert(
      fc.property(tokenSoup, (sql) => check(sql)),
      { numRuns: 3_000 },
    );
  });

  it('throws only the library error types on mutated case-table statements', () => {
    fc.assert(
      fc.property(mutated, (sql) => check(sql)),
      { numRuns: 3_000 },
    );
  });

  it('throws only the library error types on glued statements', () => {
    fc.assert(
      fc.property(combined, (sql) => check(sql)),
      { numRuns: 1_000 },
    );
  });

  it('throws only the library error types on arbitrary unicode text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (sql) => check(sql)),
      { numRuns: 1_000 },
    );
  });

  it('handles large and deeply nested inputs without an unexpected error', () => {
    for (const sql of Object.values(largeInputs)) check(sql);
  });
});
