// File helpers shared by the scripts that read the exported site (link check, budgets).
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** True when `path` is an existing regular file. */
export async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Every .html file below `dir`, sorted by path. */
export async function listHtmlFiles(dir) {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listHtmlFiles(full)));
    else if (entry.isFile() && entry.name.endsWith('.html')) files.push(full);
  }
  return files.sort();
}
