import { describe, expect, it } from 'vitest';
import { mentionedId } from './mentions.ts';
import { methodKebab } from './method-id.ts';

describe('methodKebab', () => {
  it.each([
    ['select', 'select'],
    ['maybeSingle', 'maybe-single'],
    ['regexIMatch', 'regex-i-match'],
    ['signInWithOAuth', 'sign-in-with-oauth'],
    ['getJWTClaims', 'get-jwt-claims'],
  ])('%s → %s', (name, id) => {
    expect(methodKebab(name)).toBe(id);
  });
});

describe('mentionedId', () => {
  it.each([
    ['supabase.auth.getUser()', 'auth-get-user'],
    ['supabase.auth.admin.mfa.listFactors(params)', 'auth-admin-mfa-list-factors'],
    ['supabase.auth.mfa.enroll({ factorType })', 'auth-mfa-enroll'],
    ["supabase.storage.from('avatars').getPublicUrl(path)", 'storage-from-get-public-url'],
    ['supabase.storage.listBuckets()', 'storage-list-buckets'],
    ["supabase.functions.invoke('hello')", 'functions-invoke'],
    ["supabase.from('todos').select()", 'select'],
    ["supabase.channel('room')", 'channel'],
    ['.range(from, to)', 'range'],
    ['  .maybeSingle()  ', 'maybe-single'],
  ])('%s names %s', (text, id) => {
    expect(mentionedId(text)).toBe(id);
  });

  it('reads SQL functions, bare names and property reads as no mention', () => {
    for (const text of ['auth.uid()', 'select()', 'supabase.auth', 'supabase.storage.from']) {
      expect(mentionedId(text)).toBeNull();
    }
  });
});
