// Which packages each workspace imports without declaring them in its package.json. npm hoists every
// workspace's dependencies to the root node_modules, so an undeclared import still resolves here, and breaks
// as soon as the workspace is installed or published on its own. Read by workspace-deps.test.mjs, which
// fails on any.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';

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

/** Every package a source text imports. */
export function importedPackages(source) {
  const found = new Set();
  for (const pattern of SPECIFIERS) {
    for (const match of source.matchAll(pattern)) {
      const name = packageOf(match[1]);
      if (name) found.add(name);
    }
  }
  return found;
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
 * For the root and each workspace: the packages its files import that its package.json does not declare,
 * each with the files that import it (relative to the repository). The root's files are those outside the
 * workspaces. `ignore` lists folders and files, relative to the repository, that are left out on purpose.
 */
export function undeclaredImports(root = REPO_ROOT, { ignore = [] } = {}) {
  const workspaces = workspaceDirs(root);
  const ignored = new Set(ignore.map((path) => join(root, path)));
  const report = [];
  for (const dir of [root, ...workspaces]) {
    const skip = new Set([...ignored, ...(dir === root ? workspaces : [])]);
    const declared = declaredPackages(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')));
    const missing = new Map();
    for (const file of sourceFiles(dir, skip)) {
      for (const name of importedPackages(readFileSync(file, 'utf8'))) {
        if (isDeclared(name, declared)) continue;
        missing.set(name, [...(missing.get(name) ?? []), relative(root, file)]);
      }
    }
    report.push({ workspace: relative(root, dir) || '.', missing });
  }
  return report;
}
