import { readFileSync } from 'node:fs';
import ts from 'typescript-api';
import { describe, expect, it } from 'vitest';
import { extractJsApi, kebabCase, methodId, parameterFields, publicMethods } from './js-api.mjs';

const fixture = ts.createSourceFile(
  'fixture.d.ts',
  `declare class Widget {
    private secret;
    protected guarded(): void;
    static create(): Widget;
    _hidden(): void;
    /** @internal */
    plumbing(): void;
    name: string;
    constructor(url: string);
    open(path: string, options?: {
      /** the library's prose, which the reference leaves out */
      mode: 'r' | 'w' }): Promise<void>;
    close<T extends string>(reason: T, ...codes: number[]): this;
    close(): this;
  }
  interface Api {
    list: (params?: { page?: number }) => Promise<string[]>;
    count(): number;
    label: string;
  }`,
  ts.ScriptTarget.Latest,
  true,
);

describe('publicMethods', () => {
  it('lists public methods with every overload and leaves out private, protected, static, _ and @internal', () => {
    const methods = publicMethods(fixture, 'Widget');
    expect([...methods.keys()]).toEqual(['open', 'close']);
    expect(methods.get('open')).toEqual([
      {
        typeParams: '',
        params: [
          { name: 'path', type: 'string', optional: false, rest: false },
          { name: 'options', type: "{ mode: 'r' | 'w'; }", optional: true, rest: false },
        ],
        returns: 'Promise<void>',
      },
    ]);
    expect(methods.get('close')?.map((signature) => signature.typeParams)).toEqual(['T extends string', '']);
    expect(methods.get('close')?.[0]?.params[1]).toEqual({
      name: 'codes',
      type: 'number[]',
      optional: false,
      rest: true,
    });
  });

  it('counts function-typed properties of an interface as methods', () => {
    const methods = publicMethods(fixture, 'Api');
    expect([...methods.keys()]).toEqual(['list', 'count']);
    expect(methods.get('list')?.[0]?.returns).toBe('Promise<string[]>');
  });
});

describe('method ids', () => {
  it('turns method names into kebab-case ids under their surface', () => {
    expect(kebabCase('signInWithOtp')).toBe('sign-in-with-otp');
    expect(kebabCase('signInWithOAuth')).toBe('sign-in-with-oauth');
    expect(kebabCase('signInWithSSO')).toBe('sign-in-with-sso');
    expect(methodId('auth-mfa', 'challengeAndVerify')).toBe('auth-mfa-challenge-and-verify');
    expect(methodId('', 'maybeSingle')).toBe('maybe-single');
  });
});

describe('the installed supabase-js', () => {
  const api = extractJsApi();

  it('matches data/js-reference/js-api.json (run `node scripts/js-api.mjs` after a version change)', () => {
    const committed = JSON.parse(
      readFileSync(new URL('../data/js-reference/js-api.json', import.meta.url), 'utf8'),
    );
    expect(committed).toEqual(api);
  });

  it('reads the methods the guides call, from every sub-package', () => {
    const ids = new Set(api.methods.map((method) => method.id));
    for (const id of [
      'create-client',
      'from',
      'rpc',
      'select',
      'eq',
      'text-search',
      'maybe-single',
      'range',
      'auth-sign-in-with-password',
      'auth-mfa-challenge',
      'auth-admin-create-user',
      'storage-from-create-signed-url',
      'channel-on',
      'functions-invoke',
    ])
      expect(ids, id).toContain(id);
    // Unique ids: they are the page's anchors.
    expect(ids.size).toBe(api.methods.length);
  });

  it('keeps parameter optionality and the overloads of channel.on', () => {
    const signIn = api.methods.find((method) => method.id === 'storage-from-create-signed-url');
    expect(signIn?.signatures[0]?.params.map((param) => [param.name, param.optional])).toEqual([
      ['path', false],
      ['expiresIn', false],
      ['options', true],
    ]);
    const on = api.methods.find((method) => method.id === 'channel-on');
    expect(on?.signatures.length).toBeGreaterThan(3);
  });
});

describe('parameterFields', () => {
  const declarations = ts.createSourceFile(
    'types.d.ts',
    `type Base = { email: string; password: string } | { phone: string; password: string };
    export type Credentials = Base & { options?: { captchaToken?: string; nested?: { deep?: number } } };
    export interface Other { retry?: Credentials }`,
    ts.ScriptTarget.Latest,
    true,
  );
  const byName = new Map(
    declarations.statements.flatMap((statement) =>
      ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)
        ? [[statement.name.text, statement] as const]
        : [],
    ),
  );

  it('expands a named type through the aliases it is made of, inline objects by dotted names', () => {
    expect(parameterFields('Credentials', byName)).toEqual([
      { name: 'email', type: 'string', optional: false },
      { name: 'password', type: 'string', optional: false },
      { name: 'phone', type: 'string', optional: false },
      { name: 'options', type: '{ captchaToken?: string; nested?: { deep?: number; }; }', optional: true },
      { name: 'options.captchaToken', type: 'string', optional: true },
      { name: 'options.nested', type: '{ deep?: number; }', optional: true },
      { name: 'options.nested.deep', type: 'number', optional: true },
    ]);
  });

  it("does not expand a property's named type (one level), nor a type it does not know", () => {
    expect(parameterFields('Other', byName)).toEqual([
      { name: 'retry', type: 'Credentials', optional: true },
    ]);
    expect(parameterFields('string', byName)).toEqual([]);
    expect(parameterFields('Unknown', byName)).toEqual([]);
  });
});
