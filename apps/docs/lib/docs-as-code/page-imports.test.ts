import { dirname, join } from 'node:path/posix';
import { describe, expect, it } from 'vitest';
import { socialProviderSetups } from '@/data/auth/social-providers';
import { signInCode } from '@/lib/auth/provider-samples';
import { readExampleFile } from '@/lib/mdx/example-files';
import { extractCodeBlocks } from './code-blocks';
import { guideFiles } from './guide-pages';

/*
 * No guide shows code that imports a file of the reader's project that no guide shows: every `@/…` import (the
 * Next.js project root), `$lib/…` (SvelteKit's src/lib) and relative import in a shown file must name a file
 * some page shows under that name (an <ExampleFile>, a fence with a title, or a file a shell command on the page
 * writes). The social login pages' samples are built by a component, so they are added by hand.
 */

interface ShownFile {
  where: string;
  /** The file's name in the reader's project, as the page captions it. */
  title: string;
  code: string;
}

const EXAMPLE_FILE = /<ExampleFile\s+path="([^"]+)"(?:\s+title="([^"]+)")?/g;

function shownFiles(): ShownFile[] {
  const files: ShownFile[] = [];
  for (const page of guideFiles()) {
    for (const [, path = '', title] of page.source.matchAll(EXAMPLE_FILE)) {
      const caption = title ?? path.split('/').slice(1).join('/');
      files.push({ where: `${page.path} (${path})`, title: caption, code: readExampleFile(path).code });
    }
    for (const block of extractCodeBlocks(page.source)) {
      const title = /title="([^"]+)"/.exec(block.meta)?.[1];
      files.push({ where: `${page.path}:${block.line}`, title: title ?? '', code: block.code });
      // A file a shell command on the page writes is shown too, such as the reader's `database.types.ts` from
      // `supabase gen types … >`.
      if (/^(bash|sh|shell)$/.test(block.lang)) {
        for (const [, written = ''] of block.code.matchAll(/>\s*([\w./-]+\.(?:ts|js))\b/g)) {
          files.push({ where: `${page.path}:${block.line}`, title: written, code: '' });
        }
      }
    }
  }
  for (const setup of socialProviderSetups) {
    for (const environment of ['client', 'server'] as const) {
      files.push({
        where: `social setup ${setup.provider} (${environment})`,
        title: '',
        code: signInCode(setup, environment),
      });
    }
  }
  return files;
}

/** A caption as a module name: "utils/supabase/client.ts (Next.js)" → "utils/supabase/client". */
const moduleName = (title: string) =>
  title.replace(/\s*\(.*\)$/, '').replace(/\.(tsx?|jsx?|mjs|svelte)$/, '');

/** The project file an import names, or null for a package. */
function importedModule(specifier: string, importer: string): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('$lib/')) return `src/lib/${specifier.slice(5)}`;
  if (specifier.startsWith('.'))
    return join(dirname(moduleName(importer)), specifier).replace(/\.(tsx?|jsx?)$/, '');
  return null;
}

describe('imports in the guides', () => {
  const files = shownFiles();
  const shown = new Set(files.filter((file) => file.title).map((file) => moduleName(file.title)));

  it('name only files that some page shows', () => {
    const missing: string[] = [];
    for (const file of files) {
      for (const [, specifier = ''] of file.code.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)) {
        const module = importedModule(specifier, file.title);
        if (module === null || shown.has(module)) continue;
        // A caption without a folder ("profile-row.ts", or none) has nothing to resolve against: any shown file
        // of that name will do.
        const untitledRelative = !file.title.includes('/') && specifier.startsWith('.');
        if (untitledRelative && [...shown].some((name) => name.endsWith(`/${module}`))) continue;
        missing.push(`${file.where}: ${specifier} (${module})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("finds the social login pages' server import among them", () => {
    expect(shown.has('utils/supabase/server')).toBe(true);
  });
});
