import { describe, expect, it } from 'vitest';
import { highlightHttp } from './highlight-http';
import { highlightShell } from './highlight-shell';
import { splitHostText } from './host-segments';

const text = (segment: { tokens: { text: string }[] }) => segment.tokens.map((token) => token.text).join('');

describe('host text in the output', () => {
  it('cuts the base URL out of the quoted cURL argument, keeping the rest of the string', () => {
    const command = "curl -G 'http://localhost:54321/rest/v1/books' \\\n  -d 'select=*'";
    const segments = splitHostText(highlightShell(command), ['http://localhost:54321/rest/v1']);
    expect(segments.map((segment) => [segment.host, text(segment)])).toEqual([
      [false, "curl -G '"],
      [true, 'http://localhost:54321/rest/v1'],
      [false, "/books' \\\n  -d 'select=*'"],
    ]);
    // The host keeps the colour of the string it came from.
    expect(segments[1]?.tokens).toEqual([{ text: 'http://localhost:54321/rest/v1', kind: 'string' }]);
  });

  it('finds the Host header value in raw HTTP', () => {
    const request = 'GET /rest/v1/books?select=* HTTP/1.1\nHost: api.example.co:8443';
    const segments = splitHostText(highlightHttp(request), ['api.example.co:8443']);
    expect(segments.filter((segment) => segment.host).map(text)).toEqual(['api.example.co:8443']);
    expect(segments.map(text).join('')).toBe(request);
  });

  it('marks every occurrence and leaves text without a host as one plain run', () => {
    const tokens = [{ text: 'a.example a.example b', kind: 'plain' as const }];
    expect(splitHostText(tokens, ['a.example']).map((segment) => [segment.host, text(segment)])).toEqual([
      [true, 'a.example'],
      [false, ' '],
      [true, 'a.example'],
      [false, ' b'],
    ]);
    expect(splitHostText(tokens, [])).toEqual([{ host: false, tokens }]);
  });
});
