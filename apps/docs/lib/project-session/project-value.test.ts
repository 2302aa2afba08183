import { describe, expect, it } from 'vitest';
import { projectValue } from './project-value';

const api = { protocol: 'http', endpoint: 'abc.example.test', defaultApiKey: 'anon.key.value' };

describe('projectValue', () => {
  it('builds the URL from protocol and endpoint', () => {
    expect(projectValue('url', api)).toBe('http://abc.example.test');
  });

  it('defaults the protocol to https', () => {
    expect(projectValue('url', { ...api, protocol: undefined })).toBe('https://abc.example.test');
    expect(projectValue('url', { ...api, protocol: null })).toBe('https://abc.example.test');
    expect(projectValue('url', { ...api, protocol: '' })).toBe('https://abc.example.test');
  });

  it('gives the default API key as the anon key', () => {
    expect(projectValue('anonKey', api)).toBe('anon.key.value');
  });

  it('gives the callback URL under the project URL, for the social sign-in pages', () => {
    expect(projectValue('callbackUrl', { ...api, protocol: null, endpoint: 'abcd.supabase.co' })).toBe(
      'https://abcd.supabase.co/auth/v1/callback',
    );
    expect(projectValue('callbackUrl', { ...api, endpoint: 'abc.example.test/' })).toBe(
      'http://abc.example.test/auth/v1/callback',
    );
  });
});
