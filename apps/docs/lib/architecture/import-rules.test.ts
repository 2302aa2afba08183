import { describe, expect, it } from 'vitest';
import { findUpwardImports } from './import-rules';
import { docsSourceFiles } from './source-files';

describe('import rules', () => {
  it('finds no upward import in app, components, lib, data, examples and build', () => {
    // Tests are left out: they may start build scripts (platform-dev) or render what they check.
    const files = docsSourceFiles(['app', 'components', 'lib', 'data', 'examples', 'build']);
    expect(findUpwardImports(files)).toEqual([]);
  });

  it('catches each kind of upward import and lets downward ones pass', () => {
    const line = (specifier: string) => `import { x } from '${specifier}';\n`;
    const fixture = new Map([
      ['app/page.tsx', line('@/components/card')],
      ['components/card.tsx', line('../app/page') + line('@/lib/label')],
      ['components/chart.tsx', line('@/scripts/draw.mjs')],
      ['lib/label.ts', line('@/components/card') + line('@/data/facts')],
      ['lib/use-thing.ts', line('react')],
      ['lib/pure.ts', 'export const pure = 1;'],
      ['data/facts.ts', line('../lib/use-thing') + line('@/lib/pure')],
      ['data/more.ts', "export const Lazy = () => import('@/components/card');"],
      ['examples/app.ts', line('@/lib/label')],
      ['lib/chart-data.ts', line('@/build/charts.mjs') + line('@/local/serve.mjs')],
      ['build/charts.mjs', line('../lib/pure')],
    ]);
    expect(findUpwardImports(fixture)).toEqual([
      { file: 'components/card.tsx', specifier: '../app/page', rule: 'components must not import app' },
      {
        file: 'components/chart.tsx',
        specifier: '@/scripts/draw.mjs',
        rule: 'components must not import scripts',
      },
      { file: 'lib/label.ts', specifier: '@/components/card', rule: 'lib must not import components' },
      { file: 'data/facts.ts', specifier: '../lib/use-thing', rule: 'data must not import lib-react' },
      { file: 'data/more.ts', specifier: '@/components/card', rule: 'data must not import components' },
      { file: 'examples/app.ts', specifier: '@/lib/label', rule: 'examples must not import lib' },
      { file: 'lib/chart-data.ts', specifier: '@/local/serve.mjs', rule: 'lib must not import local' },
      { file: 'build/charts.mjs', specifier: '../lib/pure', rule: 'build must not import lib' },
    ]);
  });
});
