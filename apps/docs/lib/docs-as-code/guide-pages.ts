import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every MDX guide, in a stable order, with its path relative to apps/docs (used in failure messages). */
export interface GuideFile {
  path: string;
  source: string;
}

const docsRoot = new URL('../../', import.meta.url).pathname;
const guidesRoot = join(docsRoot, 'content', 'guides');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return entry.name.endsWith('.mdx') ? [full] : [];
    });
}

export function guideFiles(): GuideFile[] {
  return walk(guidesRoot).map((full) => ({
    path: relative(docsRoot, full),
    source: readFileSync(full, 'utf8'),
  }));
}
