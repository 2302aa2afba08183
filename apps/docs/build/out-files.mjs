// The exported site (out/) as the build steps, checks and local servers see it: where it is, which folder a
// command works on, and its files.
import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/docs/out/, with a trailing slash. */
export const OUT_DIR = fileURLToPath(new URL('../out/', import.meta.url));

/** The export a command works on: its first argument, or out/. */
export function exportRoot(argv = process.argv) {
  return argv[2] ? resolve(argv[2]) : OUT_DIR;
}

/**
 * Exits with one clear line when `root` holds no exported site (no index.html), so a command run before
 * the build says what to do instead of failing on a missing file.
 * @param {string} root
 * @param {string} [page] the page the command needs, relative to `root`
 */
export async function requireExport(root, page = 'index.html') {
  if (!(await isFile(join(root, page)))) {
    console.error(`No exported site at ${root}: run \`npm run build -w apps/docs\` first.`);
    process.exit(1);
  }
}

/**
 * True when `path` is an existing regular file.
 * @param {string} path
 */
export async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Every .html file below `dir`, sorted by path.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
export async function listHtmlFiles(dir) {
  /** @type {string[]} */
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listHtmlFiles(full)));
    else if (entry.isFile() && entry.name.endsWith('.html')) files.push(full);
  }
  return files.sort();
}
