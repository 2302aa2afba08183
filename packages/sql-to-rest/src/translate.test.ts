import { describe, expect, it } from 'vitest';
import { ParseError } from './errors.ts';
import { initParser } from './parse/wasm-parser.ts';
import { translate } from './translate.ts';

describe('translate', () => {
  it('loads the parser once, however many callers ask at the same time', async () => {
    expect(initParser()).toBe(initParser());
    const results = await Promise.all([translate('select a from t'), translate('select b from t')]);
    expect(results.map((result) => result.statement.type)).toEqual(['select', 'select']);
  });

  it('reports the position of a syntax error as an index into the text', async () => {
    const sql = 'select café, from t';
    const error = await translate(sql).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ParseError);
    expect(sql.slice((error as ParseError).position)).toBe('from t');
    expect((error as ParseError).hint).toContain('trailing comma');
  });

  it('rejects non-string input with a typed error', async () => {
    await expect(translate(42 as unknown as string)).rejects.toMatchObject({ kind: 'unsupported' });
  });
});
