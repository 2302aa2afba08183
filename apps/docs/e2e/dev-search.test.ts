import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyBuiltIndex, removeDevIndex } from '../build/dev-search-index.mjs';

/**
 * Search under `npm run dev`: the real dev script (copy-wasm, the index copy, `next dev`) on a free port serves
 * the last build's index where the export has it. Asked over HTTP: a page would make `next dev` compile it,
 * most of a minute on a small machine, and the search dialog over that index is tested on the export
 * (search.test.ts), its dev-server message in lib/search/pagefind.test.ts.
 */
const APP_DIR = fileURLToPath(new URL('..', import.meta.url));

let dev: ChildProcess | undefined;
let origin = '';
let log = '';

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

async function waitForServer(url: string, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (dev?.exitCode !== null) throw new Error(`npm run dev exited early:\n${log}`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`npm run dev did not serve ${url} within ${timeout / 1000} s:\n${log}`);
}

beforeAll(async () => {
  const port = await freePort();
  // The dev server only allows its dev resources (HMR) from localhost by default.
  origin = `http://localhost:${port}`;
  dev = spawn('npm', ['run', 'dev', '--', '--port', String(port)], {
    cwd: APP_DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  dev.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  await waitForServer(`${origin}/pagefind/pagefind.js`, 120_000);
}, 150_000);

afterAll(async () => {
  // `npm run dev` starts next, which starts its own workers: end the whole process group this file started.
  if (dev?.pid !== undefined && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev?.once('exit', resolve));
    process.kill(-dev.pid, 'SIGTERM');
    await exited;
    // next shuts its server down after npm has gone: wait until the port is closed.
    const deadline = Date.now() + 30_000;
    while (
      Date.now() < deadline &&
      (await fetch(origin).then(
        () => true,
        () => false,
      ))
    ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  await copyBuiltIndex();
}, 60_000);

describe('search under npm run dev', () => {
  it('serves the index of the last build, and fails to once there is none', async () => {
    const built = await readFile(join(APP_DIR, 'out', 'pagefind', 'pagefind.js'), 'utf8');
    const served = await fetch(`${origin}/pagefind/pagefind.js`);
    expect(served.status).toBe(200);
    expect(await served.text()).toBe(built);

    await removeDevIndex();
    // Any failed answer makes the dialog say how to get an index (lib/search/search-messages.ts). `next dev`
    // answers 500 rather than 404 here: under `output: 'export'` it refuses a path the Markdown catch-all route
    // did not list, where the export has a plain 404.
    const gone = await fetch(`${origin}/pagefind/pagefind.js`);
    expect(gone.ok).toBe(false);
  });
});
