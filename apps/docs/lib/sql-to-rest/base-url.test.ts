import { describe, expect, it } from 'vitest';
import {
  completeBaseUrl,
  DEFAULT_BASE_URL,
  normalizeBaseUrl,
  restPathCompletionNote,
  restPathHint,
} from './base-url';

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
    for (const input of ['', 'not a url', '/rest/v1', 'http://', '://x']) {
      expect(normalizeBaseUrl(input)).toEqual({ ok: false, message: 'Invalid URL' });
    }
  });

  it('takes any URL that parses, whatever its scheme, keeping scheme, host and path', () => {
    expect(normalizeBaseUrl('ftp://example.com/x/')).toEqual({ ok: true, url: 'ftp://example.com/x' });
    expect(normalizeBaseUrl('localhost:3000/rest')).toEqual({ ok: true, url: 'localhost:3000/rest' });
    expect(normalizeBaseUrl('custom://user:secret@gateway.internal/rest/v1?x=1#y')).toEqual({
      ok: true,
      url: 'custom://gateway.internal/rest/v1',
    });
    expect(normalizeBaseUrl('file:///srv/rest')).toEqual({ ok: true, url: 'file:///srv/rest' });
  });

  it('suggests http:// when a host and port were read as a scheme', () => {
    expect(restPathHint('localhost:3000/rest')).toEqual({
      message: 'This reads as a URL with the scheme localhost:. Did you mean http://localhost:3000/rest?',
      suggestion: 'http://localhost:3000/rest',
    });
    expect(restPathHint('ftp://example.com/x')).toBeUndefined();
  });
});

describe('completing a platform address without a path', () => {
  it('adds /rest/v1 to a hosted project URL and to the local API address, and says so', () => {
    expect(completeBaseUrl('https://abcdefgh.supabase.co')).toEqual({
      ok: true,
      url: 'https://abcdefgh.supabase.co/rest/v1',
      added: '/rest/v1',
    });
    expect(completeBaseUrl(' https://abcdefgh.supabase.co/ ')).toMatchObject({
      url: 'https://abcdefgh.supabase.co/rest/v1',
    });
    expect(completeBaseUrl('http://localhost:54321')).toMatchObject({
      url: 'http://localhost:54321/rest/v1',
    });
    expect(completeBaseUrl('http://127.0.0.1:54321/?x=1#top')).toMatchObject({
      url: 'http://127.0.0.1:54321/rest/v1',
    });
    expect(restPathCompletionNote('https://abcdefgh.supabase.co')).toBe(
      'REST requests on this host go under /rest/v1, so saving adds it: https://abcdefgh.supabase.co/rest/v1',
    );
  });

  it('keeps every other address as normalized, and "Invalid URL" for text that is not one', () => {
    expect(completeBaseUrl('https://abcdefgh.supabase.co/rest/v1/')).toEqual({
      ok: true,
      url: 'https://abcdefgh.supabase.co/rest/v1',
    });
    expect(completeBaseUrl('https://api.example.com')).toEqual({ ok: true, url: 'https://api.example.com' });
    expect(completeBaseUrl('http://localhost:3000')).toEqual({ ok: true, url: 'http://localhost:3000' });
    expect(completeBaseUrl('abc.supabase.co')).toEqual({ ok: false, message: 'Invalid URL' });
    expect(restPathCompletionNote('https://api.example.com')).toBeUndefined();
    expect(restPathCompletionNote('not a url')).toBeUndefined();
  });
});

describe('hint for a platform host with another path than /rest/v1', () => {
  it('suggests /rest/v1 for a hosted project URL with another path', () => {
    expect(restPathHint('https://abcdefgh.supabase.co/auth/v1')).toEqual({
      message:
        'REST requests on this host go under /rest/v1. Did you mean https://abcdefgh.supabase.co/rest/v1?',
      suggestion: 'https://abcdefgh.supabase.co/rest/v1',
    });
    expect(restPathHint('http://127.0.0.1:54321/books')?.suggestion).toBe('http://127.0.0.1:54321/rest/v1');
  });

  it('leaves an address without a path to the completion', () => {
    expect(restPathHint('https://abcdefgh.supabase.co')).toBeUndefined();
    expect(restPathHint('http://localhost:54321/')).toBeUndefined();
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
