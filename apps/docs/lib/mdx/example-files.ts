import { readFileSync } from 'node:fs';
import { extname, isAbsolute, join, normalize } from 'node:path';

/*
 * Sample code a reader pastes lives as real files under apps/docs/examples/, type-checked and tested there; a
 * page shows one with <ExampleFile path="…" />, read at build time, so the page never holds a second copy.
 */
// Relative to the docs workspace, where `next build`, `next dev` and Vitest run (a `new URL(…, import.meta.url)`
// here would be taken by the bundler for an asset import).
const examplesRoot = join(process.cwd(), 'examples');

export type ExampleLang = 'tsx' | 'typescript' | 'dotenv' | 'svelte' | 'astro' | 'text';

const LANGS: Record<string, ExampleLang> = {
  '.tsx': 'tsx',
  '.ts': 'typescript',
  '.example': 'dotenv',
  '.svelte': 'svelte',
  '.astro': 'astro',
};

/** Reads `path` (relative to examples/); a path that leaves the folder or does not exist fails the build. */
export function readExampleFile(path: string): { code: string; lang: ExampleLang } {
  const clean = normalize(path);
  if (isAbsolute(clean) || clean.startsWith('..')) {
    throw new Error(`Example path "${path}" must stay inside apps/docs/examples`);
  }
  let code: string;
  try {
    code = readFileSync(join(examplesRoot, clean), 'utf8');
  } catch {
    throw new Error(`Example file "${path}" not found in apps/docs/examples`);
  }
  return { code: code.replace(/\n$/, ''), lang: LANGS[extname(clean)] ?? 'text' };
}
