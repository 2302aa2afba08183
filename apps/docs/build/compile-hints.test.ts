import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addCompileHints,
  HINT,
  ISLAND_MARK,
  LARGE_PAGE_CHUNK_BYTES,
  onDemandChunks,
  withHint,
} from './compile-hints.mjs';

const chunks = new Map([
  ['static/chunks/island.js', 'x("The island mark");e.l("static/chunks/widget.js")'],
  ['static/chunks/widget.js', '["static/chunks/editor.js","static/chunks/react.js"].map(load)'],
  ['static/chunks/editor.js', 'e.l("static/chunks/widget.js");e.l("static/chunks/missing.js")'],
  ['static/chunks/react.js', 'shared code'],
  ['static/chunks/search.js', 'e.l("static/chunks/react.js")'],
]);

describe('compile hints', () => {
  it('follows the chunk names from the marked chunk, skipping chunks that pages name in their HTML', () => {
    expect(onDemandChunks(chunks, 'The island mark', new Set(['static/chunks/react.js']))).toEqual([
      'static/chunks/editor.js',
      'static/chunks/island.js',
      'static/chunks/widget.js',
    ]);
  });

  it('finds nothing when no chunk has the mark', () => {
    expect(onDemandChunks(chunks, 'renamed', new Set())).toEqual([]);
  });

  it('puts the magic comment on the first line, once', () => {
    expect(withHint('code()')).toBe(`${HINT}code()`);
    expect(withHint(withHint('code()'))).toBe(`${HINT}code()`);
    expect(HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it("marks the large chunks pages name and the translator's chunks in an export, and leaves the others alone", async () => {
    const root = await mkdtemp(join(tmpdir(), 'compile-hints-'));
    try {
      const dir = join(root, '_next/static/chunks');
      await mkdir(dir, { recursive: true });
      const files = {
        'react.js': `react(${'0'.repeat(LARGE_PAGE_CHUNK_BYTES)})`,
        'layout.js': 'layout()',
        'polyfills.js': `polyfill(${'0'.repeat(LARGE_PAGE_CHUNK_BYTES)})`,
        'island.js': `x(${JSON.stringify(ISLAND_MARK)});e.l("static/chunks/editor.js")`,
        'editor.js': 'editor()',
        'search.js': 'search()',
      };
      for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
      await writeFile(
        join(root, 'index.html'),
        '<script src="/_next/static/chunks/react.js" async=""></script><script src="/_next/static/chunks/layout.js" async=""></script><script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      );
      expect(await addCompileHints(root)).toEqual({
        page: ['static/chunks/react.js'],
        onDemand: ['static/chunks/editor.js', 'static/chunks/island.js'],
      });
      const hinted = async (name: string) => (await readFile(join(dir, name), 'utf8')).startsWith(HINT);
      expect(await hinted('react.js')).toBe(true);
      expect(await hinted('editor.js')).toBe(true);
      expect(await hinted('search.js')).toBe(false);
      expect(await hinted('layout.js')).toBe(false);
      expect(await hinted('polyfills.js')).toBe(false);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
