import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Extension, PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { hstore } from '@electric-sql/pglite/contrib/hstore';
import { ltree } from '@electric-sql/pglite/contrib/ltree';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { pgtap } from '@electric-sql/pglite-pgtap';
import { vector } from '@electric-sql/pglite-pgvector';
import { extensionsIn } from '@/lib/run-sql/extension-names';
import { actAsOwner } from './act-as';

export { type Actor, actAs, actAsOwner } from './act-as';

/*
 * A real Postgres (PGlite, compiled to WebAssembly) prepared like a new hosted project, for running the SQL in
 * the guides and checking that their policies do what the prose says.
 */

const standIn = readFileSync(new URL('./platform-stand-in.sql', import.meta.url), 'utf8');

/**
 * Extensions the guides enable that PGlite has, by the name `create extension` uses: the contrib modules it
 * ships, pgvector and pgTAP (separate packages). Others (PostGIS, pg_cron, pg_net, …) are not available, so
 * blocks that need them are marked norun with that reason.
 */
const extensions: Record<string, Extension> = {
  citext,
  fuzzystrmatch,
  hstore,
  ltree,
  pg_trgm,
  pgcrypto,
  pgtap,
  unaccent,
  'uuid-ossp': uuid_ossp,
  vector,
};

/** The available extensions that `sql` creates (`create extension [if not exists] name`), in a stable order. */
export function extensionsUsedBy(sql: string): string[] {
  return extensionsIn(sql).filter((name) => name in extensions);
}

/**
 * The data directory of a database with the stand-in loaded, made once per test process. Starting a database
 * from it skips initdb and the stand-in: about 0.7 s of CPU per page instead of 2.3 s.
 */
let template: Promise<File | Blob> | undefined;
function standInTemplate(): Promise<File | Blob> {
  template ??= (async () => {
    const cached = readCachedTemplate();
    if (cached) return cached;
    const db = await PGlite.create();
    await db.exec(standIn);
    const dump = await db.dumpDataDir('none');
    await db.close();
    writeCachedTemplate(dump).catch(() => {});
    return dump;
  })();
  return template;
}

/*
 * The template is also kept on disk between processes (node_modules/.cache), named by the stand-in's text and
 * PGlite's version: initdb is most of a database's start (about 6 s of a one-page check on a busy machine,
 * against under 2 s from the saved data directory).
 */
const templateCache = (() => {
  // The package does not export its package.json: find it above its entry point.
  let folder = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(folder, 'package.json')) && dirname(folder) !== folder) folder = dirname(folder);
  const version = readFileSync(join(folder, 'package.json'), 'utf8');
  const key = createHash('sha256').update(version).update(standIn).digest('hex').slice(0, 16);
  const dir = join(
    new URL('../../', import.meta.url).pathname,
    'node_modules',
    '.cache',
    'platform-stand-in',
  );
  return { dir, file: join(dir, `${key}.tar`) };
})();

function readCachedTemplate(): Blob | null {
  try {
    return new Blob([readFileSync(templateCache.file)]);
  } catch {
    return null;
  }
}

async function writeCachedTemplate(dump: File | Blob): Promise<void> {
  mkdirSync(templateCache.dir, { recursive: true });
  // Written aside and renamed, so a process starting meanwhile never reads half a file.
  const partial = `${templateCache.file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, templateCache.file);
}

/**
 * A fresh database (its own instance, not a clone) with the stand-in loaded. Only the extensions `sql` creates
 * are bundled in, since each one loaded adds to the start of every database.
 */
export async function createPlatformDb(sql = ''): Promise<PGlite> {
  const wanted: Record<string, Extension> = {};
  for (const name of extensionsUsedBy(sql)) {
    const extension = extensions[name];
    if (extension) wanted[name] = extension;
  }
  const db = await PGlite.create({ loadDataDir: await standInTemplate(), extensions: wanted });
  await db.exec(`set search_path = "$user", public, extensions`);
  return db;
}

/** Creates a user in `auth.users` (as the auth service does on sign-up) and returns their id. */
export async function signUp(
  db: PGlite,
  email: string,
  metadata: Record<string, unknown> = {},
): Promise<string> {
  await actAsOwner(db);
  const result = await db.query<{ id: string }>(
    'insert into auth.users (email, raw_user_meta_data) values ($1, $2) returning id',
    [email, JSON.stringify(metadata)],
  );
  const id = result.rows[0]?.id;
  if (!id) throw new Error(`sign-up of ${email} returned no id`);
  return id;
}
