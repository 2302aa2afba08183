import { describe, expect, it } from 'vitest';
import { DEFAULT_BASE_URL, normalizeBaseUrl } from './base-url';

describe('base URL for generated requests', () => {
  it('accepts the local default unchanged', () => {
    expect(normalizeBaseUrl(DEFAULT_BASE_URL)).toEqual({ ok: true, url: 'http://localhost:54321/rest/v1' });
  });

  it('keeps origin and path, dropping trailing slashes, query, fragment and credentials', () => {
    expect(normalizeBaseUrl('https://abc.example.co/rest/v1///')).toEqual({
      ok: true,
      url: 'https://abc.example.co/rest/v1',
    });
    expect(normalizeBaseUrl('https://user:secret@abc.example.co:8443/api/?x=1#top')).toEqual({
      ok: true,
      url: 'https://abc.example.co:8443/api',
    });
    expect(normalizeBaseUrl('  https://abc.example.co/  ')).toEqual({
      ok: true,
      url: 'https://abc.example.co',
    });
  });

  it('says "Invalid URL" for text that does not parse', () => {
    for (const input of ['', 'localhost:54321', 'not a url', '/rest/v1', 'http://']) {
      expect(normalizeBaseUrl(input)).toEqual({ ok: false, message: 'Invalid URL' });
    }
  });

  it('refuses URLs that parse but are not http or https', () => {
    for (const input of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://example.com/x',
      'file:///etc',
    ]) {
      expect(normalizeBaseUrl(input)).toEqual({ ok: false, message: 'Invalid URL' });
    }
  });
});
