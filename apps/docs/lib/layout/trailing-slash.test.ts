import { describe, expect, it } from 'vitest';
import { withTrailingSlash } from './trailing-slash';

describe('withTrailingSlash', () => {
  it('adds the slash to a page path, before any query or fragment', () => {
    expect(withTrailingSlash('/guides/auth')).toBe('/guides/auth/');
    expect(withTrailingSlash('/guides/api#calling-functions')).toBe('/guides/api/#calling-functions');
    expect(withTrailingSlash('/guides/api?x=1#y')).toBe('/guides/api/?x=1#y');
  });

  it('leaves slashed paths, files, external and relative URLs unchanged', () => {
    for (const url of [
      '/',
      '/guides/',
      '/icon.svg',
      'https://example.com/a',
      '//cdn.test/a',
      '#top',
      'a/b',
    ]) {
      expect(withTrailingSlash(url)).toBe(url);
    }
  });
});
