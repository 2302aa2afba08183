import { describe, expect, it } from 'vitest';
import { buildUrl, encodePathSegment, encodeQueryComponent, requireHttpBaseUrl } from './url.ts';

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

  it('renders with any base URL that parses, keeping its scheme and host; only the CLI asks for http(s)', () => {
    const request = { method: 'GET' as const, path: '/books', query: [], headers: [], body: null };
    expect(buildUrl('ftp://example.com/x/', request)).toBe('ftp://example.com/x/books');
    expect(buildUrl('gateway://rest.internal/v1', request)).toBe('gateway://rest.internal/v1/books');
    expect(buildUrl('localhost:3000/rest', request)).toBe('localhost:3000/rest/books');
    expect(() => buildUrl('not a url', request)).toThrow('Invalid URL');
    expect(() => requireHttpBaseUrl('ftp://example.com/x')).toThrow('Invalid URL');
    expect(requireHttpBaseUrl('http://localhost:54321/rest/v1').host).toBe('localhost:54321');
  });
});
