import { describe, expect, it } from 'vitest';
import { buildUrl, encodePathSegment, encodeQueryComponent } from './url.ts';

describe('percent-encoding', () => {
  it('writes a space as %20, never +', () => {
    expect(encodeQueryComponent('a b')).toBe('a%20b');
  });

  it('encodes characters that query parsers treat specially', () => {
    expect(encodeQueryComponent('+&=;#\'%"')).toBe('%2B%26%3D%3B%23%27%25%22');
  });

  it("keeps PostgREST's grammar characters readable", () => {
    expect(encodeQueryComponent('or=(a.eq.1,b.in.(x))')).toBe('or%3D(a.eq.1,b.in.(x))');
    expect(encodeQueryComponent('*:!$@/')).toBe('*:!$@/');
  });

  it('encodes non-ASCII text as UTF-8 and replaces lone surrogates', () => {
    expect(encodeQueryComponent('é')).toBe('%C3%A9');
    expect(encodeQueryComponent('\uD800')).toBe('%EF%BF%BD');
  });

  it('encodes slashes inside a path segment', () => {
    expect(encodePathSegment('My Table/2')).toBe('My%20Table%2F2');
  });

  it('joins the base URL, path and query without doubling slashes', () => {
    const request = {
      method: 'GET' as const,
      path: '/books',
      query: [['select', 'a b']] as [string, string][],
      headers: [],
      body: null,
    };
    expect(buildUrl('https://x.supabase.co/rest/v1/', request)).toBe(
      'https://x.supabase.co/rest/v1/books?select=a%20b',
    );
  });
});
