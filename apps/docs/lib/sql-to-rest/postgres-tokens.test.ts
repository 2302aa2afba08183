import { StringStream } from '@codemirror/language';
import { describe, expect, it } from 'vitest';
import { type PostgresTokenState, postgresTokens } from './postgres-tokens';

/** Each line's tokens as `text:tag` (whitespace and untagged words left out), state carried across lines. */
function tokens(sql: string): string[] {
  const state = postgresTokens.startState?.(2) as PostgresTokenState;
  const out: string[] = [];
  for (const line of sql.split('\n')) {
    const stream = new StringStream(line, 2, 2);
    while (!stream.eol()) {
      const style = postgresTokens.token(stream, state);
      if (stream.pos === stream.start) throw new Error(`no progress at ${stream.pos} in ${line}`);
      if (style) out.push(`${stream.current()}:${style}`);
      stream.start = stream.pos;
    }
  }
  return out;
}

describe('PostgreSQL tokens for the editor', () => {
  it('tells keywords, types, literals, names and punctuation apart, in any letter case', () => {
    expect(tokens("SELECT title, pages::int FROM books WHERE id = 1 AND ok IS NOT NULL and x = 'a'")).toEqual(
      [
        'SELECT:keyword',
        ',:punctuation',
        ':::operator',
        'int:typeName',
        'FROM:keyword',
        'WHERE:keyword',
        '=:operator',
        '1:number',
        'AND:keyword',
        'IS:keyword',
        'NOT:keyword',
        'NULL:null',
        'and:keyword',
        '=:operator',
        "'a':string",
      ],
    );
  });

  it('keeps strings, quoted names, comments and dollar quotes whole, also across lines', () => {
    expect(tokens("select \"Title\", 'it''s' -- note\n/* a /* nested */\n still */ $$ body\n$$, $1")).toEqual(
      [
        'select:keyword',
        '"Title":string.special',
        ',:punctuation',
        "'it''s':string",
        '-- note:lineComment',
        '/* a /* nested */:blockComment',
        ' still */:blockComment',
        '$$ body:string',
        '$$:string',
        ',:punctuation',
        '$1:name.special',
      ],
    );
  });

  it('reads E-strings with backslash escapes, booleans, decimals and brackets', () => {
    expect(tokens("select E'a\\'b', true, 1.5e3, arr[1] (x)")).toEqual([
      'select:keyword',
      "E'a\\'b':string",
      ',:punctuation',
      'true:bool',
      ',:punctuation',
      '1.5e3:number',
      ',:punctuation',
      '[:squareBracket',
      '1:number',
      ']:squareBracket',
      '(:paren',
      '):paren',
    ]);
  });
});
