// Reads the public methods of supabase-js and its sub-packages from their installed declaration files with the
// TypeScript compiler API (5.9, as `typescript-api`: the root `typescript` is the native 7.x, which has no JS API).
// Only facts come from here (names, parameters, types, optionality, return types); the reference's prose is ours
// (data/js-reference/). `scripts/js-api.mjs` writes the result to data/js-reference/js-api.json.

import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ts from 'typescript-api';

/**
 * @typedef {object} JsApiSurface One class or interface the reference documents.
 * @property {string} id The prefix of its methods' ids ('' for none).
 * @property {string} call How a reader reaches it, e.g. `supabase.auth.mfa`.
 * @property {string} pkg The package that declares it.
 * @property {string} file Its declaration file inside the package.
 * @property {string} name The class or interface name.
 * @property {string[]} [skip] Public members left out, each for a reason given beside the list.
 * @property {Record<string, string>} [ids] Ids chosen by hand where the rule would give two methods one id.
 * @property {string} [chain] Surfaces of one chain (a builder and the classes it extends) share a chain name: a
 *   member the subclass redeclares is documented once, where the reader first meets it (the subclass).
 * @typedef {object} JsApiParam
 * @property {string} name
 * @property {string} type The type as declared.
 * @property {boolean} optional
 * @property {boolean} rest
 * @property {JsApiField[]} [fields] The properties of an object parameter: its named type expanded one level,
 *   inline object types within it by dotted names (`options.emailRedirectTo`); a union's members merged.
 * @typedef {object} JsApiField
 * @property {string} name
 * @property {string} type
 * @property {boolean} optional
 * @typedef {object} JsApiSignature
 * @property {string} typeParams Type parameters as declared, '' when none.
 * @property {JsApiParam[]} params
 * @property {string} returns The return type as declared.
 * @typedef {object} JsApiMethod
 * @property {string} id Unique over the reference, used as the anchor.
 * @property {string} surface The surface id.
 * @property {string} name The method name.
 * @property {JsApiSignature[]} signatures Every overload, in declaration order.
 * @typedef {object} JsApi
 * @property {string} version The installed supabase-js version.
 * @property {Record<string, string>} packages Each sub-package's installed version.
 * @property {JsApiSurfaceSummary[]} surfaces
 * @property {JsApiMethod[]} methods
 */
/**
 * @typedef {object} JsApiSurfaceSummary
 * @property {string} id
 * @property {string} call
 * @property {string} name
 * @property {string} pkg
 */

/** Members every builder has that are not calls a reader makes: the promise protocol. */
const PROMISE_PROTOCOL = ['then', 'catch', 'finally'];

/** @type {JsApiSurface[]} */
export const JS_API_SURFACES = [
  {
    id: '',
    call: 'supabase',
    pkg: '@supabase/supabase-js',
    file: 'dist/index.d.mts',
    name: 'SupabaseClient',
  },
  {
    id: '',
    call: 'supabase.from(table)',
    pkg: '@supabase/postgrest-js',
    file: 'dist/index.d.mts',
    name: 'PostgrestQueryBuilder',
  },
  {
    id: '',
    call: 'query',
    pkg: '@supabase/postgrest-js',
    file: 'dist/index.d.mts',
    name: 'PostgrestFilterBuilder',
    chain: 'postgrest',
  },
  {
    id: '',
    call: 'query',
    pkg: '@supabase/postgrest-js',
    file: 'dist/index.d.mts',
    name: 'PostgrestTransformBuilder',
    chain: 'postgrest',
    // `select()` after a write names the columns to return; the query builder's `select` owns the plain id.
    ids: { select: 'select-returning' },
  },
  {
    id: '',
    call: 'query',
    pkg: '@supabase/postgrest-js',
    file: 'dist/index.d.mts',
    name: 'PostgrestBuilder',
    chain: 'postgrest',
    skip: PROMISE_PROTOCOL,
  },
  {
    id: 'auth',
    call: 'supabase.auth',
    pkg: '@supabase/auth-js',
    file: 'dist/module/GoTrueClient.d.ts',
    name: 'GoTrueClient',
  },
  {
    id: 'auth-mfa',
    call: 'supabase.auth.mfa',
    pkg: '@supabase/auth-js',
    file: 'dist/module/lib/types.d.ts',
    name: 'GoTrueMFAApi',
  },
  {
    id: 'auth-admin',
    call: 'supabase.auth.admin',
    pkg: '@supabase/auth-js',
    file: 'dist/module/GoTrueAdminApi.d.ts',
    name: 'GoTrueAdminApi',
  },
  {
    id: 'auth-admin-mfa',
    call: 'supabase.auth.admin.mfa',
    pkg: '@supabase/auth-js',
    file: 'dist/module/lib/types.d.ts',
    name: 'GoTrueAdminMFAApi',
  },
  {
    id: 'functions',
    call: 'supabase.functions',
    pkg: '@supabase/functions-js',
    file: 'dist/module/FunctionsClient.d.ts',
    name: 'FunctionsClient',
  },
  {
    id: 'channel',
    call: 'channel',
    pkg: '@supabase/realtime-js',
    file: 'dist/module/RealtimeChannel.d.ts',
    name: 'RealtimeChannel',
  },
  {
    id: 'storage',
    call: 'supabase.storage',
    pkg: '@supabase/storage-js',
    file: 'dist/index.d.mts',
    name: 'StorageBucketApi',
  },
  {
    id: 'storage',
    call: 'supabase.storage',
    pkg: '@supabase/storage-js',
    file: 'dist/index.d.mts',
    name: 'StorageClient',
  },
  {
    id: 'storage-from',
    call: 'supabase.storage.from(bucket)',
    pkg: '@supabase/storage-js',
    file: 'dist/index.d.mts',
    name: 'StorageFileApi',
  },
];

/**
 * `signInWithOtp` → `sign-in-with-otp`; a run of capitals stays one word (`signInWithSSO` → `sign-in-with-sso`).
 * @param {string} name
 */
export function kebabCase(name) {
  return name
    .replace(/OAuth/g, 'Oauth')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/**
 * The id of a method on a surface: `auth-mfa` + `challenge` → `auth-mfa-challenge`.
 * @param {string} surfaceId
 * @param {string} name
 */
export function methodId(surfaceId, name) {
  return surfaceId ? `${surfaceId}-${kebabCase(name)}` : kebabCase(name);
}

/** @param {ts.Node} node */
function isHidden(node) {
  const flags = ts.getCombinedModifierFlags(/** @type {ts.Declaration} */ (node));
  if (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected | ts.ModifierFlags.Static)) return true;
  // `@internal` / `@ignore` JSDoc tags mark members the library does not offer, even when declared public.
  return ts.getJSDocTags(node).some((tag) => ['internal', 'ignore'].includes(tag.tagName.text));
}

/** @param {ts.PropertyName} name */
function memberName(name) {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null;
}

/**
 * The one-line text of a type node, whitespace collapsed.
 * @param {ts.Node | undefined} node
 * @param {ts.SourceFile} sourceFile
 */
function typeText(node, sourceFile) {
  if (!node) return 'void';
  // Printed rather than sliced from the file, so the JSDoc inside object types is left out.
  return printer
    .printNode(ts.EmitHint.Unspecified, node, sourceFile)
    .replace(/\s+/g, ' ')
    .replace(BUNDLER_SUFFIX, '$1')
    .trim();
}

/** The declaration bundler renames clashing type names `Result$1`; readers know them as `Result`. */
const BUNDLER_SUFFIX = /\b([A-Za-z_]\w*)\$\d+\b/g;

/** Prints declared types without their comments. */
const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/**
 * @param {ts.SignatureDeclarationBase} declaration
 * @param {ts.SourceFile} sourceFile
 * @returns {JsApiSignature}
 */
function signatureOf(declaration, sourceFile) {
  const typeParams = declaration.typeParameters
    ? declaration.typeParameters.map((parameter) => typeText(parameter, sourceFile)).join(', ')
    : '';
  return {
    typeParams,
    params: declaration.parameters.map((parameter) => ({
      // A destructured parameter has no name of its own; readers pass it as an options object.
      name: ts.isIdentifier(parameter.name) ? parameter.name.text : 'options',
      type: parameter.type ? typeText(parameter.type, sourceFile) : 'any',
      optional: Boolean(parameter.questionToken || parameter.initializer),
      rest: Boolean(parameter.dotDotDotToken),
    })),
    returns: declaration.type ? typeText(declaration.type, sourceFile) : 'void',
  };
}

/**
 * The public methods declared on one class or interface, own members only (inherited ones are read from the
 * class that declares them). Methods and function-typed properties both count (`mfa` members are properties).
 * @param {ts.SourceFile} sourceFile
 * @param {string} name
 * @returns {Map<string, JsApiSignature[]>}
 */
export function publicMethods(sourceFile, name) {
  /** @type {ts.ClassDeclaration | ts.InterfaceDeclaration | undefined} */
  let found;
  /** @param {ts.Node} node */
  /** @param {ts.Node} node */
  const visit = (node) => {
    if ((ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node)) && node.name?.text === name)
      found = node;
    else ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  if (!found) throw new Error(`${name} is not declared in ${sourceFile.fileName}`);
  /** @type {Map<string, JsApiSignature[]>} */
  const methods = new Map();
  for (const member of found.members) {
    if (!member.name || isHidden(member)) continue;
    const key = memberName(member.name);
    if (!key || key.startsWith('_') || key === 'constructor') continue;
    let signature = null;
    if (ts.isMethodDeclaration(member) || ts.isMethodSignature(member))
      signature = signatureOf(member, sourceFile);
    else if (
      (ts.isPropertySignature(member) || ts.isPropertyDeclaration(member)) &&
      member.type &&
      ts.isFunctionTypeNode(member.type)
    )
      signature = signatureOf(member.type, sourceFile);
    if (!signature) continue;
    methods.set(key, [...(methods.get(key) ?? []), signature]);
  }
  return methods;
}

/**
 * Where a package is installed, resolved from `from` the way the site resolves it.
 * @param {string} pkg
 * @param {string} from
 */
function packageDir(pkg, from) {
  const require = createRequire(from);
  return dirname(require.resolve(`${pkg}/package.json`));
}

/**
 * Every type alias and interface declared in a package's declaration files, by name (the first one wins), so
 * a parameter's named type can be expanded.
 * @param {string} dir
 * @returns {Map<string, ts.TypeAliasDeclaration | ts.InterfaceDeclaration>}
 */
function typeDeclarations(dir) {
  /** @type {Map<string, ts.TypeAliasDeclaration | ts.InterfaceDeclaration>} */
  const found = new Map();
  for (const entry of readdirSync(join(dir, 'dist'), { recursive: true })) {
    const name = String(entry);
    if (!/\.d\.m?ts$/.test(name)) continue;
    const path = join(dir, 'dist', name);
    const sourceFile = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    /** @param {ts.Node} node */
    const visit = (node) => {
      if ((ts.isTypeAliasDeclaration(node) || ts.isInterfaceDeclaration(node)) && !found.has(node.name.text))
        found.set(node.name.text, node);
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }
  return found;
}

/** How deep inline object types inside a parameter's type are listed. */
const FIELD_DEPTH = 3;
/** Aliases followed from a parameter's type to the object types it is made of. */
const ALIAS_HOPS = 3;

/**
 * The properties of a parameter type given as text: a named type is looked up once (one level), object
 * literals are listed with their inline object members under dotted names, unions and intersections merged.
 * @param {string} declared
 * @param {Map<string, ts.TypeAliasDeclaration | ts.InterfaceDeclaration>} declarations
 * @returns {JsApiField[]}
 */
export function parameterFields(declared, declarations) {
  const parsed = ts.createSourceFile('param.ts', `type Param = ${declared};`, ts.ScriptTarget.Latest, true);
  const alias = parsed.statements[0];
  if (!alias || !ts.isTypeAliasDeclaration(alias)) return [];
  /** @type {Map<string, JsApiField>} */
  const fields = new Map();
  /**
   * @param {ts.Node} node
   * @param {string} prefix
   * @param {number} depth
   * @param {number} hops named types followed so far: the parameter's own type, and the aliases it is made of
   *   (`A & { options?: … }` where `A` is a union of objects), never a property's named type
   */
  const walk = (node, prefix, depth, hops) => {
    if (ts.isParenthesizedTypeNode(node)) return walk(node.type, prefix, depth, hops);
    if (ts.isUnionTypeNode(node) || ts.isIntersectionTypeNode(node)) {
      for (const member of node.types) walk(member, prefix, depth, hops);
      return;
    }
    if (ts.isTypeReferenceNode(node) && hops < ALIAS_HOPS && ts.isIdentifier(node.typeName)) {
      const declaration = declarations.get(node.typeName.text.replace(BUNDLER_SUFFIX, '$1'));
      if (!declaration) return;
      if (ts.isTypeAliasDeclaration(declaration)) return walk(declaration.type, prefix, depth, hops + 1);
      return members(declaration.members, prefix, depth);
    }
    if (ts.isTypeLiteralNode(node)) members(node.members, prefix, depth);
  };
  /**
   * @param {ts.NodeArray<ts.TypeElement>} list
   * @param {string} prefix
   * @param {number} depth
   */
  const members = (list, prefix, depth) => {
    for (const member of list) {
      if (!ts.isPropertySignature(member) || !member.name) continue;
      const key = memberName(member.name);
      if (!key) continue;
      const name = `${prefix}${key}`;
      if (!fields.has(name))
        fields.set(name, {
          name,
          type: fieldType(member.type),
          optional: Boolean(member.questionToken),
        });
      if (member.type && depth < FIELD_DEPTH) walkInline(member.type, `${name}.`, depth + 1);
    }
  };
  /** Inline object types only: a named type inside a named type is not expanded (one level).
   * @param {ts.TypeNode} node @param {string} prefix @param {number} depth */
  const walkInline = (node, prefix, depth) => {
    if (ts.isUnionTypeNode(node) || ts.isIntersectionTypeNode(node)) {
      for (const member of node.types) walkInline(member, prefix, depth);
    } else if (ts.isTypeLiteralNode(node)) members(node.members, prefix, depth);
  };
  /** @param {ts.TypeNode | undefined} node */
  const fieldType = (node) => (node ? typeText(node, node.getSourceFile()) : 'any');
  walk(alias.type, '', 0, 0);
  return [...fields.values()];
}

/**
 * Extracts the whole reference surface from the installed packages.
 * @param {string} [from] A file path to resolve packages from (default: this module).
 * @returns {JsApi}
 */
export function extractJsApi(from = import.meta.url) {
  /** @type {Map<string, ts.SourceFile>} */
  const files = new Map();
  /** @type {Record<string, string>} */
  const packages = {};
  /** @type {JsApiMethod[]} */
  const methods = [];
  const seen = new Set();
  /** @type {Map<string, Set<string>>} names already documented per chain */
  const chains = new Map();
  /** @type {Map<string, Map<string, ts.TypeAliasDeclaration | ts.InterfaceDeclaration>>} */
  const declarationsByPackage = new Map();
  for (const surface of JS_API_SURFACES) {
    const dir = packageDir(surface.pkg, from);
    let declarations = declarationsByPackage.get(surface.pkg);
    if (!declarations) {
      declarations = typeDeclarations(dir);
      declarationsByPackage.set(surface.pkg, declarations);
    }
    packages[surface.pkg] = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
    const path = join(dir, surface.file);
    let sourceFile = files.get(path);
    if (!sourceFile) {
      sourceFile = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
      files.set(path, sourceFile);
    }
    for (const [name, signatures] of publicMethods(sourceFile, surface.name)) {
      if (surface.skip?.includes(name)) continue;
      if (surface.chain) {
        const names = chains.get(surface.chain) ?? new Set();
        chains.set(surface.chain, names);
        if (names.has(name)) continue;
        names.add(name);
      }
      const id = surface.ids?.[name] ?? methodId(surface.id, name);
      if (seen.has(id)) throw new Error(`two methods share the id ${id}`);
      seen.add(id);
      methods.push({ id, surface: surface.name, name, signatures: withFields(signatures, declarations) });
    }
  }
  const clientDir = packageDir('@supabase/supabase-js', from);
  const createClient = withFields(createClientSignatures(clientDir), typeDeclarations(clientDir));
  methods.unshift({
    id: 'create-client',
    surface: 'supabase-js',
    name: 'createClient',
    signatures: createClient,
  });
  return {
    version: packages['@supabase/supabase-js'] ?? '',
    packages,
    surfaces: JS_API_SURFACES.map(({ id, call, name, pkg }) => ({ id, call, name, pkg })),
    methods,
  };
}

/**
 * Each parameter with the fields of its object type, where it has any.
 * @param {JsApiSignature[]} signatures
 * @param {Map<string, ts.TypeAliasDeclaration | ts.InterfaceDeclaration>} declarations
 * @returns {JsApiSignature[]}
 */
function withFields(signatures, declarations) {
  return signatures.map((signature) => ({
    ...signature,
    params: signature.params.map((param) => {
      const fields = parameterFields(param.type, declarations);
      return fields.length > 0 ? { ...param, fields } : param;
    }),
  }));
}

/**
 * `createClient` is a function declared at the top level of supabase-js.
 * @param {string} dir
 */
function createClientSignatures(dir) {
  const path = join(dir, 'dist/index.d.mts');
  const sourceFile = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  /** @type {JsApiSignature[]} */
  const signatures = [];
  /** @param {ts.Node} node */
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(sourceFile) === 'createClient' && node.type) {
      if (ts.isFunctionTypeNode(node.type)) signatures.push(signatureOf(node.type, sourceFile));
    } else if (ts.isFunctionDeclaration(node) && node.name?.text === 'createClient') {
      signatures.push(signatureOf(node, sourceFile));
    } else ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  if (signatures.length === 0) throw new Error('createClient is not declared in supabase-js');
  return signatures;
}

/**
 * The JSON file's text.
 * @param {JsApi} api
 */
export function formatJsApi(api) {
  return `${JSON.stringify(api, null, 2)}\n`;
}
