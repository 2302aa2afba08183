import { initParser } from 'sql-to-rest';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorRange } from './error-range';
import { translateSql } from './translate-sql';

const marked = (sql: string, position: number) => {
  const range = errorRange(sql, position);
  return range ? sql.slice(range.from, range.to) : undefined;
};

describe('errorRange', () => {
  it('marks the word that starts at the position', () => {
    expect(marked('select title, from books', 14)).toBe('from');
  });

  it('marks the whole word when the position falls inside it', () => {
    expect(marked('select title, from books', 16)).toBe('from');
  });

  it('marks a quoted string up to its closing quote, or to the end of the line when unterminated', () => {
    expect(marked("select 'abc' 'def'", 13)).toBe("'def'");
    expect(marked("select 'abc\nfrom t", 7)).toBe("'abc");
  });

  it('marks a single symbol', () => {
    expect(marked('select a from t where (b = 1', 22)).toBe('(');
  });

  it('marks the last token when the error is at the end of the text or on whitespace', () => {
    expect(marked('select title from', 17)).toBe('from');
    expect(marked('select title from   \n', 20)).toBe('from');
    expect(marked('select a from t where b =', 25)).toBe('=');
  });

  it('clamps positions outside the text and marks nothing in empty text', () => {
    expect(marked('select from', 99)).toBe('from');
    expect(marked('select from', -3)).toBe('select');
    expect(errorRange('', 0)).toBeUndefined();
    expect(errorRange('   \n ', 2)).toBeUndefined();
  });
});

describe('parse errors from the translator', () => {
  beforeAll(() => initParser());

  it.each([
    ['select title, from books', 'from'],
    ['select title from books where', 'where'],
    ["select * from books where title = 'x", "'x"],
    ['selec title from books', 'selec'],
  ])('carry the position of the token the parser stopped at: %s', (sql, token) => {
    const outcome = translateSql(sql);
    if (outcome.type !== 'failed') throw new Error(`expected a failure, got ${outcome.type}`);
    expect(outcome.error.kind).toBe('parse');
    expect(outcome.error.position).toBeTypeOf('number');
    expect(marked(sql, outcome.error.position ?? -1)).toBe(token);
  });

  it('give no position to errors that are not about syntax', () => {
    const outcome = translateSql('select distinct title from books');
    expect(outcome.type === 'failed' && outcome.error.position).toBe(undefined);
  });
});
