import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyBuiltIndex, removeDevIndex } from '../build/dev-search-index.mjs';
import { type Page, setupBrowser } from './support/browser';

/**
 * Search under `npm run dev`: the real dev script (copy-wasm, the index copy, `next dev`) on a free port. The
 * first request compiles the page, which takes most of a minute on a small machine.
 */
const browser = setupBrowser();
const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
const COMPILE_TIMEOUT = 300_000;

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

/** Presses the shortcut until the dev page has hydrated and the dialog opens. */
async function openSearch(page: Page) {
  const input = page.getByRole('combobox', { name: 'Search the docs' });
  await expect
    .poll(
      async () => {
        if (!(await input.isVisible())) await page.keyboard.press('Control+k');
        return input.isVisible();
      },
      { timeout: COMPILE_TIMEOUT, interval: 1000 },
    )
    .toBe(true);
  return input;
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
  it('serves the index of the last build, so search finds pages', { timeout: COMPILE_TIMEOUT }, async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/guides/local-development/`, { waitUntil: 'load', timeout: COMPILE_TIMEOUT });
    const input = await openSearch(page);
    await input.fill('migration');
    await page.getByRole('option').first().waitFor({ timeout: 60_000 });
    const urls = await page
      .getByRole('option')
      .evaluateAll((options) => options.map((o) => o.getAttribute('data-url')));
    expect(urls.some((url) => url?.startsWith('/reference/cli/#supabase-migration'))).toBe(true);
  });

  it('says exactly how to get an index when there is none', { timeout: COMPILE_TIMEOUT }, async () => {
    await removeDevIndex();
    const page = await browser.newPage();
    await page.goto(`${origin}/guides/local-development/`, { waitUntil: 'load', timeout: COMPILE_TIMEOUT });
    const input = await openSearch(page);
    await input.fill('migration');
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 60_000 });
    expect(await alert.textContent()).toBe(
      'Search has no index in the dev server. Run npm run build -w apps/docs once, then restart npm run dev: it serves the index of the last build.',
    );
    expect(await alert.locator('code').allTextContents()).toEqual([
      'npm run build -w apps/docs',
      'npm run dev',
    ]);
  });
});
