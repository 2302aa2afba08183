import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const docsRoot = new URL('../../', import.meta.url).pathname;
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const TEST = /\.test\.[a-z]+$/;

/** Every source file under the given folders of apps/docs, by path relative to it → its text. */
export function docsSourceFiles(folders: string[], { withTests = false } = {}): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE.test(entry.name) && (withTests || !TEST.test(entry.name)))
        files.set(relative(docsRoot, full), readFileSync(full, 'utf8'));
    }
  };
  for (const folder of folders) walk(join(docsRoot, folder));
  return files;
}
