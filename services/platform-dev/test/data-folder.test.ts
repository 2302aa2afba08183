// The PGlite data folder: only its owner can read or change it, and its one-server lock survives kill -9,
// zombies and PID reuse without ever refusing because of this process's own PID. The lock's decisions are
// checked on the lock itself; a server taking it is checked after kill -9 here and in restart.test.ts.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DataDirBusyError, lockDataDir } from '../src/db/data-dir-lock.ts';
import { demoUser } from '../src/seed/seed-data.ts';
import { signIn } from './support/http.ts';
import { startTestServer } from './support/server.ts';

const bin = fileURLToPath(new URL('../bin/platform-dev.js', import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    }
  }
});
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function scratchDir() {
  const dir = await mkdtemp(join(tmpdir(), 'platform-dev-data-'));
  dirs.push(dir);
  return dir;
}

/** Options for a server on `dir` laid out as the CLI does it: the database in pglite/, the lock and secret beside. */
const onFolder = (dir: string) => ({ pgliteDir: join(dir, 'pglite'), dataDir: dir, jwtSecret: null });

/** Every path under `dir` with its permission bits. */
async function modes(dir: string): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const visit = async (path: string) => {
    const info = await stat(path);
    found.set(path, info.mode & 0o777);
    if (info.isDirectory()) for (const name of await readdir(path)) await visit(join(path, name));
  };
  await visit(dir);
  return found;
}

function expectOwnerOnly(found: Map<string, number>) {
  const wider = [...found].filter(([, mode]) => (mode & 0o077) !== 0);
  expect(wider.map(([path, mode]) => `${path} ${mode.toString(8)}`)).toEqual([]);
}

/** State and start time of a process (Linux /proc). */
async function procStat(pid: number) {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] as string, start: fields[19] as string };
}

async function until(check: () => Promise<boolean>, what: string, seconds = 10) {
  for (let i = 0; i < seconds * 20; i++) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A shell that leaves a zombie child (its `exec`ed successor never waits) and prints the zombie's PID. */
async function zombie(): Promise<{ pid: number; start: string }> {
  const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 60'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  children.push(parent);
  const [line] = (await once(parent.stdout, 'data')) as [Buffer];
  const pid = Number(line.toString().trim());
  await until(async () => (await procStat(pid)).state === 'Z', 'the zombie');
  return { pid, start: (await procStat(pid)).start };
}

describe('data folder modes', () => {
  it('keeps the folder 0700 and its files 0600, and warns when it found them wider', async () => {
    // A first start on a new folder: owner-only at once, with nothing to warn about.
    const dir = await scratchDir();
    const first = await startTestServer(onFolder(dir));
    try {
      expect(first.logs.join('')).not.toContain('warning');
      expectOwnerOnly(await modes(dir));
      await signIn(first.url, demoUser.email);
      expectOwnerOnly(await modes(dir));
    } finally {
      await first.close();
    }
    const afterClose = await modes(dir);
    expectOwnerOnly(afterClose);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect((await stat(join(dir, 'pglite', 'global', 'pg_control'))).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, 'jwt-secret'))).mode & 0o777).toBe(0o600);

    // Opened up by someone: the next start narrows it again and says so.
    await chmod(dir, 0o777);
    await chmod(join(dir, 'pglite', 'global', 'pg_control'), 0o666);
    const second = await startTestServer(onFolder(dir));
    try {
      expect(second.logs.join('')).toMatch(/warning: 2 files or folders in .* could be used by other users/);
      expectOwnerOnly(await modes(dir));
    } finally {
      await second.close();
    }
  });
});

describe('data folder lock', () => {
  it('is not held back by a stale server.pid naming this process', async () => {
    const dir = await scratchDir();
    const own = await procStat(process.pid);
    for (const content of [`${process.pid}\n`, `${process.pid} ${own.start}\n`]) {
      await writeFile(join(dir, 'server.pid'), content);
      const release = await lockDataDir(dir);
      // While it is held, a second server of this same process is refused.
      await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirBusyError);
      await release();
    }
  });

  it('is not held back by a zombie, nor by a live process that reused the PID', async () => {
    const dir = await scratchDir();
    const dead = await zombie();
    await writeFile(join(dir, 'server.pid'), `${dead.pid} ${dead.start}\n`);
    await (await lockDataDir(dir))();

    // A live process whose start time differs is another process with the same PID (a container restart).
    const sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
    children.push(sleeper);
    const pid = sleeper.pid as number;
    const { start } = await procStat(pid);
    await writeFile(join(dir, 'server.pid'), `${pid} ${Number(start) - 1}\n`);
    await (await lockDataDir(dir))();
    // The same PID with its own start time is the real holder: refused.
    await writeFile(join(dir, 'server.pid'), `${pid} ${start}\n`);
    await expect(lockDataDir(dir)).rejects.toThrow(`(pid ${pid})`);
  });

  it('waits a moment for a holder that is dying, and refuses one that stays', async () => {
    const dir = await scratchDir();
    const sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
    children.push(sleeper);
    const pid = sleeper.pid as number;
    await writeFile(join(dir, 'server.pid'), `${pid} ${(await procStat(pid)).start}\n`);
    const taken = lockDataDir(dir);
    setTimeout(() => sleeper.kill('SIGKILL'), 500);
    await (await taken)();

    const stays = spawn('sleep', ['60'], { stdio: 'ignore' });
    children.push(stays);
    const holder = stays.pid as number;
    await writeFile(join(dir, 'server.pid'), `${holder} ${(await procStat(holder)).start}\n`);
    await expect(lockDataDir(dir)).rejects.toThrow(`(pid ${holder})`);
  });

  it('restarts at once after kill -9, while the killed server is still an unreaped zombie', async () => {
    const dir = await scratchDir();
    // The server runs under a shell that execs into `sleep`, which never reaps it: after kill -9 it stays a zombie.
    const shell = spawn(
      'sh',
      ['-c', `"${process.execPath}" "${bin}" --port 0 --data-dir "${dir}" & exec sleep 120`],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        // The lock guards PGlite folders: the server must not take DATABASE_URL (set on the PostgreSQL run).
        env: { ...process.env, DATABASE_URL: '' },
      },
    );
    children.push(shell);
    let out = '';
    shell.stdout.setEncoding('utf8').on('data', (chunk) => {
      out += chunk;
    });
    await until(async () => /listening on (\S+)\n/.test(out), 'the first server', 120);
    const url = /listening on (\S+)\n/.exec(out)?.[1] as string;
    const session = await signIn(url, demoUser.email);
    const pid = Number((await readFile(join(dir, 'server.pid'), 'utf8')).split(' ')[0]);
    expect((await procStat(pid)).state).not.toBe('Z');

    process.kill(pid, 'SIGKILL');
    // Dying takes a moment on a busy machine (the lock itself waits up to 2 s for it, checked above).
    await until(async () => (await procStat(pid)).state === 'Z', 'the killed server to become a zombie');
    const second = await startTestServer(onFolder(dir));
    try {
      expect((await procStat(pid)).state).toBe('Z');
      // The data written before the kill is there: the session's refresh token works once.
      const refreshed = await fetch(`${second.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: session.refresh_token }),
      });
      expect(refreshed.status).toBe(200);
      await expect(startTestServer(onFolder(dir))).rejects.toBeInstanceOf(DataDirBusyError);
    } finally {
      await second.close();
    }
  });
});
