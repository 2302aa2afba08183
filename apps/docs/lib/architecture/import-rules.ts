import { dirname, join, normalize } from 'node:path';

/*
 * Imports point down only: app → components → lib → data (→ packages). A build script is never imported by
 * the site. This module judges a set of source files (path relative to apps/docs → text) and lists every
 * import that points the wrong way; import-rules.test.ts runs it over the real tree.
 */

/** The top-level folders of apps/docs the rules speak about. */
type Layer = 'app' | 'components' | 'lib' | 'data' | 'examples' | 'scripts' | 'build' | 'local';

export interface ImportViolation {
  file: string;
  specifier: string;
  rule: string;
}

/** Each folder and the folders it must not import from; `lib-react` is a lib module that uses React. */
// `build/` (modules the build runs, e.g. the drawn mermaid charts) sits under the site, which may read it at
// build time; `local/` (static server, platform-dev starter, Chromium) and `scripts/` (commands) are never
// imported by the site, and `build/` never imports the site.
const FORBIDDEN: Partial<Record<Layer, readonly (Layer | 'lib-react')[]>> = {
  components: ['app', 'scripts', 'local'],
  lib: ['components', 'app', 'scripts', 'local'],
  data: ['components', 'app', 'lib-react', 'scripts', 'local', 'build'],
  examples: ['app', 'components', 'lib', 'data', 'scripts', 'local', 'build'],
  build: ['app', 'components', 'lib', 'data', 'scripts', 'local'],
};

// `from '…'`, `import '…'`, `import('…')` (also in `typeof import('…')`), `export … from '…'`.
export const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*(['"])([^'"\n]+)\1/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '/index.ts', '/index.tsx'];
const USES_REACT = /from\s+['"](react|react-dom)(\/[^'"]*)?['"]/;

const LAYERS: ReadonlySet<string> = new Set<Layer>([
  'app',
  'components',
  'lib',
  'data',
  'examples',
  'scripts',
  'build',
  'local',
]);
const layerOf = (path: string): Layer | undefined => {
  const top = path.split('/')[0] ?? '';
  return LAYERS.has(top) ? (top as Layer) : undefined;
};

/** The file an import names, relative to apps/docs, or undefined for a package or a path outside the tree. */
export function resolve(
  from: string,
  specifier: string,
  files: ReadonlyMap<string, string>,
): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('./') || specifier.startsWith('../'))
    base = normalize(join(dirname(from), specifier));
  else return undefined;
  return EXTENSIONS.map((extension) => base + extension).find((candidate) => files.has(candidate)) ?? base;
}

/** Every import among `files` that points up a layer. */
export function findUpwardImports(files: ReadonlyMap<string, string>): ImportViolation[] {
  const violations: ImportViolation[] = [];
  for (const [file, source] of files) {
    const from = layerOf(file);
    const forbidden = from && FORBIDDEN[from];
    if (!forbidden) continue;
    for (const [, , specifier] of source.matchAll(IMPORT)) {
      if (!specifier) continue;
      const target = resolve(file, specifier, files);
      const layer = target && layerOf(target);
      if (!target || !layer || layer === from) continue;
      const kind = layer === 'lib' && USES_REACT.test(files.get(target) ?? '') ? 'lib-react' : layer;
      if (forbidden.includes(layer) || forbidden.includes(kind)) {
        violations.push({ file, specifier, rule: `${from} must not import ${kind}` });
      }
    }
  }
  return violations;
}
