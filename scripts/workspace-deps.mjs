// Which packages each workspace imports without declaring them in its package.json, and which of its relative
// imports leave its folder. npm hoists every workspace's dependencies to the root node_modules, so an
// undeclared import still resolves here, and a `../../other-workspace/…` path reads another workspace's files
// past its package.json; both break as soon as the workspace is installed or published on its own, and the
// second is invisible to the first check. Read by workspace-deps.test.mjs, which fails on any.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';

const REPO_ROOT = new URL('..', import.meta.url).pathname;

/** Folders never scanned: installed, generated or built files. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'out',
  '.next',
  'dist',
  '.source',
  '.data',
  '.git',
  'coverage',
]);
const SOURCE_FILE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;

/**
 * The module specifiers a source file names: static and dynamic imports, re-exports, `require` and
 * `require.resolve`, and JSDoc import types.
 */
const SPECIFIERS = [
  /\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire(?:\.resolve)?\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** An npm package name, scoped or not; anything else (`@/` aliases, SvelteKit's `$env`) is no package. */
const PACKAGE_NAME = /^(?:@[a-z0-9~-][a-z0-9._~-]*\/)?[a-z0-9~-][a-z0-9._~-]*$/;

/**
 * The package a bare specifier names (`@scope/name/sub` → `@scope/name`), or null for anything else:
 * relative paths, Node's built-ins, path aliases and virtual modules (`fumadocs-mdx:collections/server`).
 * @param {string} specifier
 * @returns {string | null}
 */
export function packageOf(specifier) {
  if (specifier.startsWith('node:') || specifier.includes(':')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
  return PACKAGE_NAME.test(name) && !builtinModules.includes(name) ? name : null;
}

/** Every module specifier a source text names, in the forms SPECIFIERS reads. */
function specifiersOf(source) {
  return SPECIFIERS.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] ?? ''));
}

/** Every package a source text imports. */
export function importedPackages(source) {
  const found = new Set();
  for (const specifier of specifiersOf(source)) {
    const name = packageOf(specifier);
    if (name) found.add(name);
  }
  return found;
}

/** The relative specifiers (`./x`, `../y`) a source text imports. */
export function relativeSpecifiers(source) {
  return [...new Set(specifiersOf(source).filter((specifier) => /^\.\.?(?:\/|$)/.test(specifier)))];
}

/** Whether `path` is `dir` or inside it. */
function isInside(dir, path) {
  const rest = relative(dir, path);
  return !isAbsolute(rest) && rest.split(sep)[0] !== '..';
}

/** A workspace's declared packages: dependencies of every kind, and its own name. */
function declaredPackages(manifest) {
  return new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
  ]);
}

/** `@types/x` declares the types of `x`, and `@types/scope__x` those of `@scope/x`, enough for a type import. */
function isDeclared(name, declared) {
  const typesName = `@types/${name.replace(/^@/, '').replace('/', '__')}`;
  return declared.has(name) || declared.has(typesName);
}

function sourceFiles(dir, skip) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name) && !skip.has(full)) files.push(...sourceFiles(full, skip));
    } else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') && !skip.has(full)) {
      files.push(full);
    }
  }
  return files;
}

/** The root's workspace folders, from its package.json patterns (`apps/*` style). */
function workspaceDirs(root = REPO_ROOT) {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return manifest.workspaces.flatMap((pattern) => {
    const parent = join(root, pattern.replace(/\/\*$/, ''));
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(parent, entry.name));
  });
}

/**
 * The root and each workspace with its source files (the root's are those outside the workspaces). `ignore`
 * lists folders and files, relative to the repository, that are left out on purpose.
 */
function workspaceSources(root, ignore) {
  const workspaces = workspaceDirs(root);
  const ignored = new Set(ignore.map((path) => join(root, path)));
  return [root, ...workspaces].map((dir) => ({
    dir,
    workspaces,
    files: sourceFiles(dir, new Set([...ignored, ...(dir === root ? workspaces : [])])),
  }));
}

/**
 * For the root and each workspace: the packages its files import that its package.json does not declare,
 * each with the files that import it (relative to the repository).
 */
export function undeclaredImports(root = REPO_ROOT, { ignore = [] } = {}) {
  return workspaceSources(root, ignore).map(({ dir, files }) => {
    const declared = declaredPackages(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')));
    const missing = new Map();
    for (const file of files) {
      for (const name of importedPackages(readFileSync(file, 'utf8'))) {
        if (isDeclared(name, declared)) continue;
        missing.set(name, [...(missing.get(name) ?? []), relative(root, file)]);
      }
    }
    return { workspace: relative(root, dir) || '.', missing };
  });
}

/**
 * Every relative import that leaves its workspace's folder, as `{ workspace, file, specifier }` (paths relative
 * to the repository). For the root's own files, a path into a workspace leaves it too: another workspace is
 * reached by its package name, which its package.json then declares.
 */
export function outsideImports(root = REPO_ROOT, { ignore = [] } = {}) {
  return workspaceSources(root, ignore).flatMap(({ dir, workspaces, files }) =>
    files.flatMap((file) =>
      relativeSpecifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => {
          const target = join(dirname(file), specifier);
          if (!isInside(dir, target)) return true;
          return dir === root && workspaces.some((workspace) => isInside(workspace, target));
        })
        .map((specifier) => ({
          workspace: relative(root, dir) || '.',
          file: relative(root, file),
          specifier,
        })),
    ),
  );
}
