import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  FEATURES,
  featuresIn,
  GUIDE_BUDGET,
  judge,
  type Measurement,
  type PageType,
} from './budget-rules.mjs';

/** The installed copy of a package, found the way Node looks for it: up the folders from here. */
function packageDir(name: string): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (true) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

async function filesUnder(dir: string, pattern: RegExp): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && pattern.test(e.name)).map((e) => join(e.parentPath, e.name));
}

async function someFileContains(files: string[], text: string): Promise<boolean> {
  for (const file of files) if ((await readFile(file, 'utf8')).includes(text)) return true;
  return false;
}

const guide: PageType = { name: 'guide', path: '/guides/x/', budget: GUIDE_BUDGET };

function measured(overrides: Partial<Measurement> = {}): Measurement {
  return {
    status: 200,
    htmlGzKiB: 8,
    htmlRawKB: 40,
    jsGzKiB: 120,
    cssGzKiB: 6,
    featuresBeforeLoad: [],
    featuresAfterLoad: [],
    ...overrides,
  };
}

describe('heavy-feature fingerprints', () => {
  const mermaid = packageDir('mermaid');
  const libpgQuery = packageDir('libpg-query');
  const cmState = packageDir('@codemirror/state');
  const cmView = packageDir('@codemirror/view');
  const authJs = packageDir('@supabase/auth-js');
  const reactQuery = packageDir('@tanstack/react-query');

  it.skipIf(!mermaid)('still occur in the installed mermaid core', async () => {
    const files = await filesUnder(join(mermaid ?? '', 'dist', 'chunks', 'mermaid.core'), /\.mjs$/);
    for (const text of FEATURES.mermaid.fingerprints)
      expect(await someFileContains(files, text), text).toBe(true);
  });

  it.skipIf(!libpgQuery)('still occur in the SQL parser glue code', async () => {
    const files = await filesUnder(join(libpgQuery ?? '', 'wasm'), /\.js$/);
    const found = await Promise.all(
      FEATURES['sql-parser'].fingerprints.map((t) => someFileContains(files, t)),
    );
    expect(found.every(Boolean)).toBe(true);
  });

  it.skipIf(!cmState || !cmView)('still occur in the installed CodeMirror packages', async () => {
    const files = [
      ...(await filesUnder(join(cmState ?? '', 'dist'), /\.js$/)),
      ...(await filesUnder(join(cmView ?? '', 'dist'), /\.js$/)),
    ];
    for (const text of FEATURES.editor.fingerprints)
      expect(await someFileContains(files, text), text).toBe(true);
  });

  it.skipIf(!authJs || !reactQuery)(
    'still occur in auth-js and TanStack Query (the API-settings widget)',
    async () => {
      const [session, query] = FEATURES['api-settings'].fingerprints;
      const authFiles = await filesUnder(join(authJs ?? '', 'dist', 'module'), /\.js$/);
      const queryFiles = await filesUnder(join(reactQuery ?? '', 'build', 'modern'), /\.js$/);
      expect(await someFileContains(authFiles, session ?? '')).toBe(true);
      expect(await someFileContains(queryFiles, query ?? '')).toBe(true);
    },
  );
});

describe('auth generator fingerprints', () => {
  it.each([
    ['apple-secret', 'components/auth-generators/apple-secret-generator.tsx'],
    // The JWT generator's texts live in their own module, which only its chunk imports.
    ['jwt-generator', 'lib/auth-generators/jwt-generator-text.ts'],
  ] as const)('%s: the message is written in %s', async (feature, file) => {
    const source = await readFile(new URL(`../${file}`, import.meta.url), 'utf8');
    for (const text of FEATURES[feature].fingerprints) expect(source).toContain(text);
  });
});

describe('featuresIn', () => {
  it('recognises Pagefind and wasm by URL, without counting Pagefind as the SQL parser', () => {
    const found = featuresIn([
      { url: 'http://x/pagefind/pagefind.js', kind: 'js', text: '' },
      { url: 'http://x/pagefind/wasm.en.pagefind', kind: 'other', text: '' },
    ]);
    expect([...found]).toEqual(['search']);
    expect([
      ...featuresIn([
        { url: 'http://x/_next/static/media/pg-parser.1a2b.wasm?v=1', kind: 'other', text: '' },
      ]),
    ]).toEqual(['sql-parser']);
  });

  it('reads fingerprints in JS bodies only', () => {
    const text = `throw new Error("${FEATURES.mermaid.fingerprints[0]}: "+t)`;
    expect([...featuresIn([{ url: 'http://x/_next/static/chunks/a.js', kind: 'js', text }])]).toEqual([
      'mermaid',
    ]);
    expect(featuresIn([{ url: 'http://x/_next/static/chunks/a.css', kind: 'css', text }]).size).toBe(0);
  });
});

describe('judge', () => {
  it('passes a page within budget that loads nothing heavy', () => {
    expect(judge(guide, measured())).toEqual([]);
  });

  it('reports JS, CSS and HTML over budget with the measured figure', () => {
    const type: PageType = { ...guide, budget: { ...GUIDE_BUDGET, htmlGzKiB: 400 } };
    expect(judge(type, measured({ jsGzKiB: 170.06, cssGzKiB: 25.5, htmlGzKiB: 401 }))).toEqual([
      'JS 170.1 KiB gz before load > 140 KiB',
      'CSS 25.5 KiB gz before load > 25 KiB',
      'HTML 401.0 KiB gz > 400 KiB',
    ]);
  });

  it('reports raw HTML over its budget in KB', () => {
    const type: PageType = { ...guide, budget: { ...GUIDE_BUDGET, htmlRawKB: 800 } };
    expect(judge(type, measured({ htmlRawKB: 800 }))).toEqual([]);
    expect(judge(type, measured({ htmlRawKB: 800.4 }))).toEqual(['HTML 800.4 KB raw > 800 KB']);
  });

  it('forbids a heavy feature on a page that does not declare it, even after load', () => {
    expect(judge(guide, measured({ featuresAfterLoad: ['mermaid'] }))).toEqual([
      'mermaid loaded after load but this page does not use it',
    ]);
  });

  it('requires a declared feature to load, and an after-load one to wait for load', () => {
    const widget: PageType = { ...guide, features: { editor: 'after-load', mermaid: 'required' } };
    expect(judge(widget, measured({ featuresBeforeLoad: ['editor'] }))).toEqual([
      'mermaid never loaded although the page uses it',
      'editor loaded before load; it must wait until after',
      'editor did not load after load',
    ]);
    expect(
      judge(widget, measured({ featuresBeforeLoad: ['mermaid'], featuresAfterLoad: ['editor'] })),
    ).toEqual([]);
  });

  it('lets an on-use feature stay away, but never load before load', () => {
    const widget: PageType = { ...guide, features: { editor: 'on-use' } };
    expect(judge(widget, measured({}))).toEqual([]);
    expect(judge(widget, measured({ featuresAfterLoad: ['editor'] }))).toEqual([]);
    expect(judge(widget, measured({ featuresBeforeLoad: ['editor'] }))).toEqual([
      'editor loaded before load; it must wait until after',
    ]);
  });

  it('checks the status code and the Ctrl+K search path', () => {
    const notFound: PageType = { ...guide, status: 404, searchOnCtrlK: true };
    const searchOpened = { loadedBeforeKey: true, dialog: true, loadedAfterKey: false, jsGzKiB: 0 };
    expect(judge(notFound, measured({ searchOpened }))).toEqual([
      'HTTP 200, expected 404',
      'search loaded before Ctrl+K was pressed',
      'searching after Ctrl+K did not load Pagefind',
    ]);
  });
});
