import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
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

/**
 * The issue asks that no input take more than 50 ms. Wall-clock time on a shared 2-core machine has
 * noise (GC pauses, other processes), so an input that looks slow once is timed again and judged by its
 * best of three runs: a genuinely slow input stays slow, a scheduling hiccup does not.
 */
const BUDGET_MS = 50;

function bestOfThree(sql: string): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run += 1) {
    const start = performance.now();
    runPipeline(sql);
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

function check(sql: string): void {
  const start = performance.now();
  const unexpected = runPipeline(sql);
  const elapsed = performance.now() - start;
  expect(unexpected, `unexpected error for ${JSON.stringify(sql)}`).toBeUndefined();
  if (elapsed > BUDGET_MS)
    expect(bestOfThree(sql), `time for ${JSON.stringify(sql).slice(0, 200)}`).toBeLessThan(BUDGET_MS);
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

  it('stays within the time budget on large and deeply nested inputs', () => {
    const wideOr = `select * from books where ${Array.from({ length: 2_000 }, (_, i) => `id = ${i}`).join(' or ')}`;
    const wideIn = `select * from books where id in (${Array.from({ length: 5_000 }, (_, i) => i).join(',')})`;
    const deepNot = `select * from books where ${'not ('.repeat(500)}id = 1${')'.repeat(500)}`;
    const deepParens = `select * from books where ${'('.repeat(1_000)}id = 1${')'.repeat(1_000)}`;
    const manyJoins = `select t0.a from t0 ${Array.from({ length: 60 }, (_, i) => `join t${i + 1} on t${i + 1}.p = t${i}.id`).join(' ')}`;
    const longString = `select * from books where title = '${"x'' ".repeat(20_000)}'`;
    const manyRows = `insert into books (a, b) values ${Array.from({ length: 2_000 }, (_, i) => `(${i}, 'r${i}')`).join(',')}`;
    for (const sql of [wideOr, wideIn, deepNot, deepParens, manyJoins, longString, manyRows]) check(sql);
  });
});
