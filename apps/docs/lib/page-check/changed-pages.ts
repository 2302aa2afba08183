import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { type GuideSite, mdxFiles } from './page-tree';

/*
 * The guides a change touches, from the paths git reports (relative to the repository root): each changed
 * .mdx under the content folder, and for a changed meta.json every page of its folder (its sidebar entries
 * are what changed). Deleted files are left out.
 */
export function pagesTouched(site: GuideSite, changedPaths: readonly string[]): string[] {
  const pages = new Set<string>();
  const content = relative(site.repoRoot, site.contentRoot);
  for (const path of changedPaths) {
    if (!path.startsWith(`${content}/`)) continue;
    const absolute = join(site.repoRoot, path);
    if (path.endsWith('.mdx') && existsSync(absolute)) pages.add(absolute);
    if (path.endsWith('/meta.json') && existsSync(absolute)) {
      const folder = dirname(absolute);
      for (const file of mdxFiles(folder)) if (dirname(file) === folder) pages.add(file);
    }
  }
  return [...pages].sort();
}
