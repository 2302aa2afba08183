import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * A throwaway PostgreSQL server from Debian's packages (the same binaries CI installs for platform-dev's tests),
 * for the few symptoms PGlite cannot show: it is a single connection without timers, so neither a connection
 * limit nor a statement timeout exists there. As root (CI), the server runs as the `postgres` user.
 */

/** The newest installed server's bin folder, or null when PostgreSQL is not installed. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? join(root, newest, 'bin') : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export interface TempPostgres {
  /** `postgresql://<user>@127.0.0.1:<port>/postgres` (trust authentication: no password). */
  url(user: string): string;
  stop(): void;
}

/** Starts a fresh cluster with these server settings (`-c name=value`). */
export async function startTempPostgres(
  bin: string,
  settings: Record<string, string>,
): Promise<TempPostgres> {
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' });
  const folder = mkdtempSync(join(tmpdir(), 'docs-pg-'));
  if (asRoot) {
    const id = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const group = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(folder, id, group);
  }
  const data = join(folder, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
  ].join(' ');
  run('pg_ctl', ['-D', data, '-l', join(folder, 'server.log'), '-w', '-t', '60', '-o', options, 'start']);
  return {
    url: (user) => `postgresql://${user}@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
