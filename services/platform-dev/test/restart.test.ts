// A restart keeps the data: sessions, refresh tokens and the generated JWT secret outlive the process. On a
// PGlite folder, a second server is refused while the first runs, and the folder is free again once it stops.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirBusyError } from '../src/db/data-dir-lock.ts';
import { demoUser } from '../src/seed/seed-data.ts';
import { bearer, signIn } from './support/http.ts';
import {
  databaseUrl,
  dropSchema,
  freshSchemaName,
  startTestServer,
  type TestServerOptions,
} from './support/server.ts';

const dirs: string[] = [];
const schemas: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  for (const schema of schemas) await dropSchema(schema);
});

async function scratchDir() {
  const dir = await mkdtemp(join(tmpdir(), 'platform-dev-restart-'));
  dirs.push(dir);
  return dir;
}

// A PGlite folder never uses DATABASE_URL: that case runs in the PGlite step of `npm test` only, not again
// in its PostgreSQL step.
const stores: [string, () => Promise<TestServerOptions>][] = [];
if (!databaseUrl) {
  stores.push(['file-backed PGlite', async () => ({ pgliteDir: await scratchDir(), jwtSecret: null })]);
} else {
  stores.push([
    'PostgreSQL',
    async () => {
      const schema = freshSchemaName();
      schemas.push(schema);
      // The database is the server's; the generated secret is kept in a data folder, as without --memory.
      return { schema, jwtSecret: null, dataDir: await scratchDir() };
    },
  ]);
}

describe.each(stores)('restart with %s', (name, options) => {
  const lock = name.includes('PGlite') ? ', and holds the folder alone while it runs' : '';
  it(`keeps sessions and the generated secret across a restart${lock}`, async () => {
    const opts = await options();
    const secretDir = opts.pgliteDir ?? opts.dataDir ?? '';
    const first = await startTestServer(opts);
    let session: Awaited<ReturnType<typeof signIn>>;
    try {
      if (opts.pgliteDir) {
        await expect(startTestServer(opts)).rejects.toBeInstanceOf(DataDirBusyError);
      }
      session = await signIn(first.url, demoUser.email);
      expect(
        (await fetch(`${first.url}/platform/projects`, { headers: bearer(session.access_token) })).status,
      ).toBe(200);
    } finally {
      await first.close();
    }

    // On PGlite this start also proves that closing freed the folder.
    const second = await startTestServer(opts);
    try {
      // The access token signed before the restart still verifies: the secret was kept.
      const projects = await fetch(`${second.url}/platform/projects`, {
        headers: bearer(session.access_token),
      });
      expect(projects.status).toBe(200);
      // The refresh token issued before the restart still works once.
      const refreshed = await fetch(`${second.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: session.refresh_token }),
      });
      expect(refreshed.status).toBe(200);
      // The seed did not run twice.
      const users = await second.app.db.query<{ count: number }>(
        'SELECT count(*)::integer AS count FROM users',
      );
      expect(users[0]?.count).toBe(3);
    } finally {
      await second.close();
    }
    {
      const secret = join(secretDir, 'jwt-secret');
      expect((await stat(secret)).mode & 0o777).toBe(0o600);
      expect((await readFile(secret, 'utf8')).trim().length).toBeGreaterThanOrEqual(32);
    }
    // Without the snapshot (a first run), the new folder's start runs initdb: up to a minute when busy.
  }, 120_000);
});
