import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** An MDX guide with its path relative to apps/docs (used in failure messages). */
export interface GuideFile {
  path: string;
  source: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return entry.name.endsWith('.mdx') ? [full] : [];
    });
}

/**
 * Every guide under `root`/content/guides (`root` is apps/docs: a path, not an import.meta URL, where the bundler
 * would read one as an asset import), its path relative to `root`.
 */
export function readGuides(root: string): GuideFile[] {
  return walk(join(root, 'content', 'guides')).map((full) => ({
    path: relative(root, full),
    source: readFileSync(full, 'utf8'),
  }));
}
