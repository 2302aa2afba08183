import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_STEPS, devSteps, runSteps } from './steps.mjs';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'steps-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A step that appends its name to ran.txt and exits with `code`. */
const step = (name: string, code = 0) => ({
  name,
  args: [
    '-e',
    `require('node:fs').appendFileSync('ran.txt', ${JSON.stringify(`${name}\n`)}); process.exit(${code})`,
  ],
});

// Each step is a real node process, which takes seconds to start on a busy 2-core machine.
describe('runSteps', { timeout: 30_000 }, () => {
  it('runs every step in order and logs each name with its duration', async () => {
    const lines: string[] = [];
    const code = await runSteps([step('first'), step('second')], {
      cwd: dir,
      log: (line) => lines.push(line),
    });
    expect(code).toBe(0);
    expect(await readFile(join(dir, 'ran.txt'), 'utf8')).toBe('first\nsecond\n');
    expect(lines.filter((line) => line.startsWith('✓'))).toEqual([
      expect.stringMatching(/^✓ first \(\d+\.\d s\)$/),
      expect.stringMatching(/^✓ second \(\d+\.\d s\)$/),
      expect.stringMatching(/^✓ 2 steps in \d+\.\d s$/),
    ]);
  });

  it('stops at the first failing step, names it and returns its exit code', async () => {
    const lines: string[] = [];
    const steps = [step('first'), step('broken', 3), step('never')];
    const code = await runSteps(steps, { cwd: dir, log: (line) => lines.push(line) });
    expect(code).toBe(3);
    expect(await readFile(join(dir, 'ran.txt'), 'utf8')).toBe('first\nbroken\n');
    expect(lines.at(-1)).toMatch(
      /^✖ broken failed \(exit 3\) after \d+\.\d s; the steps after it did not run\.$/,
    );
  });

  it('passes the environment through with Next.js telemetry off', async () => {
    const dump = {
      name: 'env',
      args: ['-e', "require('node:fs').writeFileSync('env.json', JSON.stringify(process.env))"],
    };
    const env = { ...process.env, NEXT_PUBLIC_AUTH_URL: 'http://127.0.0.1:1/auth/v1' };
    expect(await runSteps([dump], { cwd: dir, env, log: () => {} })).toBe(0);
    const seen = JSON.parse(await readFile(join(dir, 'env.json'), 'utf8'));
    expect(seen).toMatchObject({
      NEXT_PUBLIC_AUTH_URL: 'http://127.0.0.1:1/auth/v1',
      NEXT_TELEMETRY_DISABLED: '1',
    });
  });
});

describe('the build and dev steps', () => {
  /** What both write first: the parser's WASM, the diagrams and the providers' logos. */
  const PREPARED = ['copy-wasm', 'render-diagrams', 'provider-logos'];

  it('build the export, then write into it what needs the built pages', () => {
    expect(BUILD_STEPS.map(({ name }) => name)).toEqual([
      ...PREPARED,
      'dev-search-index --remove',
      'next build',
      'compile-hints',
      'paint-first',
      'og-images',
      'search-index',
      'static-headers',
    ]);
  });

  it('prepare the same files before the dev server starts, with the last built search index', () => {
    expect(devSteps().map(({ name }) => name)).toEqual([...PREPARED, 'dev-search-index', 'next dev']);
  });

  it('hand the dev command its arguments to next dev', () => {
    const last = devSteps(['--port', '4000']).at(-1);
    expect(last?.name).toBe('next dev --port 4000');
    expect(last?.args.slice(-3)).toEqual(['dev', '--port', '4000']);
  });
});
