import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  importedPackages,
  outsideImports,
  packageOf,
  relativeSpecifiers,
  undeclaredImports,
} from './workspace-deps.mjs';

/** A module name in quotes, written so that this file's own import scan does not read its samples. */
const q = (name) => `'${name}'`;

/** Shown in its guide but never installed, type-checked or run: Astro is too heavy a package for that. */
// Examples for frameworks the docs do not install (apps/docs/tsconfig.json leaves the same ones out): Astro's
// package is too heavy, and @remix-run/react 2 wants React 18.
const NOT_INSTALLED = [
  'apps/docs/examples/oauth-callback/astro',
  'apps/docs/examples/ssr/astro',
  'apps/docs/examples/ssr/remix/app/routes/account.tsx',
];

describe('packageOf', () => {
  it.each([
    ['zod', 'zod'],
    ['zod/mini', 'zod'],
    ['@supabase/auth-js', '@supabase/auth-js'],
    ['@shikijs/langs/sql', '@shikijs/langs'],
    ['./sibling.mjs', null],
    ['../up/file', null],
    ['node:fs/promises', null],
    ['fs', null],
    ['@/lib/cn', null],
    ['$env/static/private', null],
    ['fumadocs-mdx:collections/server', null],
  ])('%s names %s', (specifier, name) => {
    expect(packageOf(specifier)).toBe(name);
  });
});

describe('importedPackages', () => {
  it('finds static, dynamic, type, re-export, require and JSDoc imports', () => {
    const source = [
      `import a from ${q('alpha')};`,
      `import type { B } from ${q('beta/types')};`,
      `import ${q('gamma/side-effect.css')};`,
      `export { d } from ${q('@scope/delta')};`,
      `const e = await import(${q('epsilon')});`,
      `const f = require(${q('zeta')}); require.resolve(${q('eta/package.json')});`,
      `/** @param {import(${q('theta')}).Node} node */`,
      "import { join } from 'node:path'; import x from './local.mjs';",
    ].join('\n');
    expect([...importedPackages(source)].sort()).toEqual(
      ['@scope/delta', 'alpha', 'beta', 'epsilon', 'eta', 'gamma', 'theta', 'zeta'].sort(),
    );
  });
});

describe('relativeSpecifiers', () => {
  it('finds relative paths in every import form, and no package or alias', () => {
    const source = [
      `import a from ${q('./a.ts')};`,
      `export * from ${q('../b')};`,
      `const c = await import(${q('../../c.mjs')});`,
      `/** @type {import(${q('..')}).D} */`,
      `import e from ${q('e')}; import f from ${q('@/f')}; import g from ${q('.hidden-package')};`,
    ].join('\n');
    expect(relativeSpecifiers(source)).toEqual(['./a.ts', '../b', '../../c.mjs', '..']);
  });
});

describe('undeclaredImports', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  it('names each package a workspace imports but does not declare, with the files', () => {
    root = mkdtempSync(join(tmpdir(), 'workspace-deps-'));
    write('package.json', JSON.stringify({ workspaces: ['apps/*', 'packages/*'] }));
    write('packages/lib/package.json', JSON.stringify({ name: 'lib', dependencies: { zod: '^4' } }));
    write(
      'packages/lib/index.ts',
      `import { z } from ${q('zod')};\nimport type { Node } from ${q('mdast')};\n`,
    );
    write(
      'apps/site/package.json',
      JSON.stringify({ name: 'site', devDependencies: { '@types/mdast': '^4' } }),
    );
    write('apps/site/page.tsx', `import lib from ${q('lib')};\nimport type { Root } from ${q('mdast')};\n`);
    write('apps/site/node_modules/dep/index.js', `require(${q('never-scanned')});\n`);
    write('scripts/run.mjs', `import lib from ${q('lib')};\n`);

    const report = Object.fromEntries(
      undeclaredImports(root).map(({ workspace, missing }) => [workspace, Object.fromEntries(missing)]),
    );
    expect(report).toEqual({
      '.': { lib: ['scripts/run.mjs'] },
      'apps/site': { lib: ['apps/site/page.tsx'] },
      'packages/lib': { mdast: ['packages/lib/index.ts'] },
    });
  });
});

describe('outsideImports', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  it('names each relative import that leaves its workspace, and a root file reaching into one', () => {
    root = mkdtempSync(join(tmpdir(), 'workspace-deps-'));
    write('package.json', JSON.stringify({ workspaces: ['apps/*', 'packages/*'] }));
    write('apps/site/package.json', JSON.stringify({ name: 'site' }));
    write('apps/site/lib/parse.ts', 'export const parse = 1;\n');
    write('packages/tool/package.json', JSON.stringify({ name: 'tool' }));
    write(
      'packages/tool/src/main.ts',
      [
        `import { parse } from ${q('../../../apps/site/lib/parse.ts')};`,
        `import { helper } from ${q('./helper.ts')};`,
        `import { config } from ${q('../config.ts')};`,
      ].join('\n'),
    );
    write('scripts/start.mjs', `import ${q('../apps/site/lib/parse.ts')};\nimport ${q('./own.mjs')};\n`);

    expect(outsideImports(root)).toEqual([
      { workspace: '.', file: 'scripts/start.mjs', specifier: '../apps/site/lib/parse.ts' },
      {
        workspace: 'packages/tool',
        file: 'packages/tool/src/main.ts',
        specifier: '../../../apps/site/lib/parse.ts',
      },
    ]);
  });
});

describe('this repository', () => {
  it('declares every package each workspace imports (nothing resolves only through hoisting)', () => {
    const undeclared = undeclaredImports(undefined, { ignore: NOT_INSTALLED }).flatMap(
      ({ workspace, missing }) =>
        [...missing].map(
          ([name, files]) => `${workspace} imports ${name} (${files[0]}) without declaring it`,
        ),
    );
    expect(undeclared).toEqual([]);
  });

  it('reaches another workspace only by package name (no relative import leaves its workspace)', () => {
    const outside = outsideImports(undefined, { ignore: NOT_INSTALLED }).map(
      ({ file, specifier }) => `${file} imports ${specifier}`,
    );
    expect(outside).toEqual([]);
  });
});
