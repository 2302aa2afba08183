import { IMPORT, resolve } from './import-rules';

/*
 * Features that share a layer never import each other: what both need lives in a layer of its own (the
 * reference kit in components/reference and lib/reference, the signed-in session in components/project-session
 * and lib/project-session). This module lists every import between two such features; feature-rules.test.ts
 * runs it over the real tree.
 */

/** Each feature and the folders (relative to apps/docs) that make it up. */
const FEATURES: Readonly<Record<string, readonly string[]>> = {
  'CLI reference': ['app/reference/cli/', 'components/cli-reference/', 'lib/cli/', 'data/cli/'],
  'JS reference': [
    'app/reference/javascript/',
    'components/js-reference/',
    'lib/js-reference/',
    'data/js-reference/',
  ],
  'API-settings widget': ['components/api-settings/', 'lib/api-settings/'],
  'code-samples chooser': ['components/code-values/', 'lib/code-values/'],
};

/** Pairs of features kept apart, in both directions. */
const APART: readonly (readonly [string, string])[] = [
  ['CLI reference', 'JS reference'],
  ['API-settings widget', 'code-samples chooser'],
];

const featureOf = (path: string): string | undefined =>
  Object.keys(FEATURES).find((name) => FEATURES[name]?.some((folder) => path.startsWith(folder)));

export interface CrossFeatureImport {
  file: string;
  specifier: string;
  rule: string;
}

/** Every import among `files` from one feature of a kept-apart pair into the other. */
export function findCrossFeatureImports(files: ReadonlyMap<string, string>): CrossFeatureImport[] {
  const found: CrossFeatureImport[] = [];
  for (const [file, source] of files) {
    const from = featureOf(file);
    if (!from) continue;
    for (const [, , specifier] of source.matchAll(IMPORT)) {
      if (!specifier) continue;
      const to = featureOf(resolve(file, specifier, files) ?? '');
      if (to && to !== from && APART.some(([a, b]) => (a === from && b === to) || (a === to && b === from))) {
        found.push({ file, specifier, rule: `the ${from} must not import the ${to}` });
      }
    }
  }
  return found;
}
