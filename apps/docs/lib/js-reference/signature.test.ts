import { describe, expect, it } from 'vitest';
import { findJsMethod, type JsApiMethod } from '@/data/js-reference';
import { callPath, distinctSignatures, methodLabel, signatureLine } from './signature';

const method = (id: string): JsApiMethod => {
  const found = findJsMethod(id);
  if (!found) throw new Error(`no method ${id}`);
  return found;
};

describe('how a method is written', () => {
  it('gives the call path a reader types', () => {
    expect(callPath(method('auth-mfa-challenge'))).toBe('supabase.auth.mfa.challenge');
    expect(callPath(method('storage-from-create-signed-url'))).toBe(
      "supabase.storage.from('bucket').createSignedUrl",
    );
    expect(callPath(method('eq'))).toBe('query.eq');
    expect(callPath(method('create-client'))).toBe('createClient');
  });

  it('labels menu entries short', () => {
    expect(methodLabel(method('auth-mfa-challenge'))).toBe('auth.mfa.challenge()');
    expect(methodLabel(method('select'))).toBe('select()');
    expect(methodLabel(method('maybe-single'))).toBe('maybeSingle()');
    expect(methodLabel(method('storage-from-upload'))).toBe('storage.from().upload()');
  });

  it('writes an overload with optional and rest markers and the declared return type', () => {
    const createSignedUrl = method('storage-from-create-signed-url');
    const [first] = createSignedUrl.signatures;
    if (!first) throw new Error('no signature');
    expect(signatureLine(createSignedUrl, first)).toMatch(
      /^supabase\.storage\.from\('bucket'\)\.createSignedUrl\(path, expiresIn, options\?\): Promise</,
    );
  });

  it('keeps one parameter table per distinct parameter list', () => {
    const on = method('channel-on');
    expect(distinctSignatures(on).length).toBeLessThanOrEqual(on.signatures.length);
    expect(distinctSignatures(method('eq'))).toHaveLength(1);
  });
});
