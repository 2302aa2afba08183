import { describe, expect, it } from 'vitest';
import { DEFAULT_BASE_URL, normalizeBaseUrl, restPathHint } from './base-url';

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

describe('hint for a platform host without /rest/v1', () => {
  it('suggests /rest/v1 for a hosted project URL without it', () => {
    expect(restPathHint('https://abcdefgh.supabase.co')).toEqual({
      message:
        'REST requests on this host go under /rest/v1. Did you mean https://abcdefgh.supabase.co/rest/v1?',
      suggestion: 'https://abcdefgh.supabase.co/rest/v1',
    });
    expect(restPathHint('https://abcdefgh.supabase.co/')?.suggestion).toBe(
      'https://abcdefgh.supabase.co/rest/v1',
    );
    expect(restPathHint('https://abcdefgh.supabase.co/auth/v1')?.suggestion).toBe(
      'https://abcdefgh.supabase.co/rest/v1',
    );
  });

  it('suggests /rest/v1 for the local stack on port 54321, by name or by address', () => {
    expect(restPathHint('http://localhost:54321')?.suggestion).toBe('http://localhost:54321/rest/v1');
    expect(restPathHint('http://127.0.0.1:54321/')?.suggestion).toBe('http://127.0.0.1:54321/rest/v1');
  });

  it('says nothing when the path is already /rest/v1, with or without a trailing slash', () => {
    for (const url of [
      DEFAULT_BASE_URL,
      'http://127.0.0.1:54321/rest/v1/',
      'https://abcdefgh.supabase.co/rest/v1',
      'https://abcdefgh.supabase.co/rest/v1//',
    ]) {
      expect(restPathHint(url)).toBeUndefined();
    }
  });

  it('says nothing for other hosts, other local ports, look-alike domains and invalid text', () => {
    for (const url of [
      'https://api.example.com',
      'http://localhost:3000',
      'http://localhost:54323',
      'https://supabase.co',
      'https://abc.supabase.co.evil.test',
      'https://notsupabase.co',
      'not a url',
      '',
    ]) {
      expect(restPathHint(url)).toBeUndefined();
    }
  });

  it('leaves the "Invalid URL" message as it is', () => {
    expect(normalizeBaseUrl('abc.supabase.co')).toEqual({ ok: false, message: 'Invalid URL' });
  });
});
