import { describe, expect, it } from 'vitest';
import { findJsEntry, findJsMethod, type JsApiMethod, jsApi, jsReferenceGroups } from '@/data/js-reference';
import {
  callPath,
  distinctSignatures,
  methodLabel,
  methodTitle,
  signatureBlock,
  signatureLine,
  signatureText,
} from './signature';
import { SIGNATURE_WIDTH, typeParameterDeclarations } from './type-layout';

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
    const label = (id: string) => methodLabel(method(id), findJsEntry(id));
    expect(label('auth-mfa-challenge')).toBe('auth.mfa.challenge()');
    expect(label('select')).toBe('select()');
    expect(label('maybe-single')).toBe('maybeSingle()');
    expect(label('storage-from-upload')).toBe('storage.from().upload()');
  });

  it('tells the two select() apart: the query that reads rows, and the modifier after a write', () => {
    // Both are `select` in supabase-js: PostgrestQueryBuilder's and PostgrestTransformBuilder's.
    expect(method('select').surface).toBe('PostgrestQueryBuilder');
    expect(method('select-returning').surface).toBe('PostgrestTransformBuilder');
    expect(methodLabel(method('select-returning'), findJsEntry('select-returning'))).toBe(
      'select() after a write',
    );
    expect(methodTitle(method('select'), findJsEntry('select'))).toBe("supabase.from('table').select()");
    expect(methodTitle(method('select-returning'), findJsEntry('select-returning'))).toBe(
      'query.select() after a write',
    );
  });

  it('gives no two entries of the reference the same menu label or title', () => {
    const entries = jsReferenceGroups.flatMap((group) =>
      group.entries.map((entry) => ({ entry, method: method(entry.id) })),
    );
    const repeated = (texts: string[]) => texts.filter((text, index) => texts.indexOf(text) !== index);
    expect(repeated(entries.map(({ entry, method }) => methodLabel(method, entry)))).toEqual([]);
    expect(repeated(entries.map(({ entry, method }) => methodTitle(method, entry)))).toEqual([]);
  });

  it('writes an overload with optional and rest markers and the declared return type', () => {
    const createSignedUrl = method('storage-from-create-signed-url');
    const [first] = createSignedUrl.signatures;
    if (!first) throw new Error('no signature');
    expect(signatureLine(createSignedUrl, first)).toMatch(
      /^supabase\.storage\.from\('bucket'\)\.createSignedUrl\(path, expiresIn, options\?\): Promise</,
    );
  });

  it('writes a short overload on one line, with the parameter types', () => {
    const [getUser] = method('auth-get-user').signatures;
    if (!getUser) throw new Error('no signature');
    expect(signatureText(method('auth-get-user'), getUser)).toBe(
      'supabase.auth.getUser(jwt?: string): Promise<UserResponse>',
    );
  });

  it('writes a long overload a parameter a line, the return type on the closing line and long type parameters after', () => {
    const select = method('select');
    const [first] = select.signatures;
    if (!first) throw new Error('no signature');
    expect(signatureText(select, first)).toBe(
      [
        "supabase.from('table').select<Query, ResultOne>(",
        '  columns?: Query,',
        '  options?: {',
        '    head?: boolean;',
        "    count?: 'exact' | 'planned' | 'estimated' | (string & {});",
        '  },',
        '): PostgrestFilterBuilder<',
        "  ClientOptions, Schema, Relation['Row'], ResultOne[], RelationName,",
        "  Relationships, 'GET'",
        '>',
        '// Type parameters:',
        "//   Query extends string = '*'",
        '//   ResultOne = GetResult<',
        "//     Schema, Relation['Row'], RelationName, Relationships, Query,",
        '//     ClientOptions',
        '//   >',
      ].join('\n'),
    );
  });

  it('keeps every fact of every overload: names, optional and rest markers, types, type parameters, return type', () => {
    // Spaces and comment marks aside, and the bar a union written on lines may lead with (`<| A | B`).
    const squeeze = (text: string) =>
      text.replace(/\/\/ Type parameters:|\/\/|\s+/g, '').replace(/([<(,:?=]|^)\|/g, '$1');
    for (const each of jsApi.methods) {
      for (const signature of each.signatures) {
        const text = squeeze(signatureText(each, signature));
        for (const param of signature.params) {
          const declared = `${param.rest ? '...' : ''}${param.name}${param.optional ? '?' : ''}:${param.type}`;
          expect(text, `${each.id} ${param.name}`).toContain(squeeze(declared));
        }
        expect(text, each.id).toContain(squeeze(`):${signature.returns}`));
        for (const declaration of typeParameterDeclarations(signature.typeParams))
          expect(text, each.id).toContain(squeeze(declaration));
      }
    }
  });

  it('keeps almost every line within the width', () => {
    const lines = jsApi.methods.flatMap((each) => signatureBlock(each).split('\n'));
    const over = lines.filter((line) => line.length > SIGNATURE_WIDTH + 8);
    expect(over).toEqual([]);
    expect(lines.filter((line) => line.length > SIGNATURE_WIDTH).length).toBeLessThan(lines.length / 100);
  });

  it('keeps one parameter table per distinct parameter list', () => {
    const on = method('channel-on');
    expect(distinctSignatures(on).length).toBeLessThanOrEqual(on.signatures.length);
    expect(distinctSignatures(method('eq'))).toHaveLength(1);
  });
});
