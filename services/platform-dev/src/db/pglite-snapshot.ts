// Creating a PGlite database runs initdb, which takes seconds (and much longer on a busy machine). An
// in-memory server therefore starts from a snapshot of a freshly migrated database, made the first time and
// kept in services/platform-dev/.cache/ under a name that changes with the PGlite version and the
// migrations. A snapshot that cannot be read or written only costs that time back.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';

const CACHE_DIR = fileURLToPath(new URL('../../.cache/', import.meta.url));
const MIGRATIONS_DIR = new URL('../../migrations/', import.meta.url);

async function snapshotFile(): Promise<string> {
  // The package does not export its package.json: read it beside the resolved entry (dist/index.cjs).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const { version } = JSON.parse(await readFile(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  const hash = createHash('sha256').update(version);
  for (const name of (await readdir(MIGRATIONS_DIR)).sort()) {
    hash.update(name).update(await readFile(new URL(name, MIGRATIONS_DIR)));
  }
  return join(CACHE_DIR, `pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

export async function readSnapshot(): Promise<Blob | null> {
  try {
    return new Blob([await readFile(await snapshotFile())]);
  } catch {
    return null;
  }
}

export async function forgetSnapshot(): Promise<void> {
  await rm(await snapshotFile(), { force: true }).catch(() => {});
}

export async function writeSnapshot(pg: PGlite): Promise<void> {
  try {
    const file = await snapshotFile();
    const dump = Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer());
    await mkdir(CACHE_DIR, { recursive: true });
    // Written aside and renamed, so a server starting meanwhile never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, dump);
    await rename(partial, file);
  } catch {}
}
