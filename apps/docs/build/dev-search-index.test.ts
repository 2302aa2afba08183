import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyBuiltIndex, removeDevIndex } from './dev-search-index.mjs';

let dir = '';
let outDir = '';
let publicDir = '';

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dev-search-index-'));
  outDir = join(dir, 'out');
  publicDir = join(dir, 'public');
  await mkdir(publicDir, { recursive: true });
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

describe('copyBuiltIndex', () => {
  it('serves the last built index from public/pagefind in the dev server', async () => {
    await mkdir(join(outDir, 'pagefind', 'fragment'), { recursive: true });
    await writeFile(join(outDir, 'pagefind', 'pagefind.js'), 'export const built = 2;');
    await writeFile(join(outDir, 'pagefind', 'fragment', 'a.pf_fragment'), 'x');
    await mkdir(join(publicDir, 'pagefind'), { recursive: true });
    await writeFile(join(publicDir, 'pagefind', 'stale.pf_index'), 'old');

    const result = await copyBuiltIndex({ outDir, publicDir });
    expect(result.copied).toBe(true);
    expect(await readFile(join(publicDir, 'pagefind', 'pagefind.js'), 'utf8')).toBe(
      'export const built = 2;',
    );
    expect(await exists(join(publicDir, 'pagefind', 'fragment', 'a.pf_fragment'))).toBe(true);
    expect(await exists(join(publicDir, 'pagefind', 'stale.pf_index'))).toBe(false);
  });

  it('says exactly how to get an index when no build made one, and leaves no stale copy', async () => {
    await mkdir(join(publicDir, 'pagefind'), { recursive: true });
    const result = await copyBuiltIndex({ outDir, publicDir });
    expect(result.copied).toBe(false);
    expect(result.message).toContain('npm run build -w apps/docs');
    expect(await exists(join(publicDir, 'pagefind'))).toBe(false);
  });
});

describe('removeDevIndex', () => {
  it('removes the copy before a build', async () => {
    await mkdir(join(publicDir, 'pagefind'), { recursive: true });
    await removeDevIndex({ publicDir });
    expect(await exists(join(publicDir, 'pagefind'))).toBe(false);
    await removeDevIndex({ publicDir });
  });
});
