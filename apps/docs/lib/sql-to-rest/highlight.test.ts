import { describe, expect, it } from 'vitest';
import { highlightHttp } from './highlight-http';
import { highlightJs } from './highlight-js';
import { highlightShell } from './highlight-shell';
import type { Token } from './tokens';

const joined = (tokens: Token[]) => tokens.map((token) => token.text).join('');
const kinds = (tokens: Token[], kind: Token['kind']) =>
  tokens.filter((token) => token.kind === kind).map((token) => token.text.trim());

const curl = `curl -G 'http://localhost:54321/rest/v1/books' \\
  -d 'select=title' \\
  -H 'Prefer: return=representation'`;

const http = `POST /rest/v1/books?select=title&limit=2 HTTP/1.1
Host: localhost:54321
Content-Type: application/json

{
  "title": "Dune",
  "pages": 412
}`;

const js = `const { data, error } = await supabase
  .from('books')
  .select('title')
  .range(20, 29)`;

describe('output highlighting', () => {
  it('gives back the exact text for every language', () => {
    expect(joined(highlightShell(curl))).toBe(curl);
    expect(joined(highlightHttp(http))).toBe(http);
    expect(joined(highlightJs(js))).toBe(js);
  });

  it('marks the cURL command, its flags, quoted arguments and line continuations', () => {
    const tokens = highlightShell(curl);
    expect(kinds(tokens, 'function')).toEqual(['curl']);
    expect(kinds(tokens, 'flag')).toEqual(['-G', '-d', '-H']);
    expect(kinds(tokens, 'string')).toEqual([
      "'http://localhost:54321/rest/v1/books'",
      "'select=title'",
      "'Prefer: return=representation'",
    ]);
    expect(kinds(tokens, 'punctuation')).toEqual(['\\', '\\']);
  });

  it('marks the HTTP method, parameter names and values, header names and the JSON body', () => {
    const tokens = highlightHttp(http);
    expect(kinds(tokens, 'keyword')[0]).toBe('POST');
    expect(kinds(tokens, 'property')).toEqual([
      'select',
      'limit',
      'Host',
      'Content-Type',
      '"title"',
      '"pages"',
    ]);
    expect(kinds(tokens, 'string')).toEqual(['title', '2', 'localhost:54321', 'application/json', '"Dune"']);
    expect(kinds(tokens, 'number')).toEqual(['412']);
  });

  it('marks JavaScript keywords, strings, numbers and called methods', () => {
    const tokens = highlightJs(js);
    expect(kinds(tokens, 'keyword')).toEqual(['const', 'await']);
    expect(kinds(tokens, 'function')).toEqual(['from', 'select', 'range']);
    expect(kinds(tokens, 'string')).toEqual(["'books'", "'title'"]);
    expect(kinds(tokens, 'number')).toEqual(['20', '29']);
  });

  it('keeps escaped quotes inside JavaScript strings', () => {
    const tokens = highlightJs(String.raw`.eq('title', 'it\'s')`);
    expect(kinds(tokens, 'string')).toEqual(["'title'", String.raw`'it\'s'`]);
  });
});
