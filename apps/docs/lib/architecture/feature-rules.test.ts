import { describe, expect, it } from 'vitest';
import { findCrossFeatureImports } from './feature-rules';
import { docsSourceFiles } from './source-files';

describe('features kept apart', () => {
  it('finds no import between the two references, nor between the API-settings widget and the chooser', () => {
    const files = docsSourceFiles(['app', 'components', 'lib', 'data'], { withTests: true });
    expect(files.size).toBeGreaterThan(500);
    expect(findCrossFeatureImports(files)).toEqual([]);
  });

  it('catches an import either way and lets imports of the shared layers pass', () => {
    const line = (specifier: string) => `import { x } from '${specifier}';\n`;
    const fixture = new Map([
      [
        'components/js-reference/menu.tsx',
        line('@/components/cli-reference/cli-menu') + line('@/components/reference'),
      ],
      ['lib/cli/links.ts', line('../js-reference/method-id')],
      ['app/reference/javascript/page.tsx', "const Lazy = () => import('@/lib/cli/links');"],
      ['components/code-values/chooser.tsx', line('@/components/project-session/auth-session')],
      ['lib/api-settings/values.ts', line('@/lib/code-values/values')],
      ['components/cli-reference/cli-menu.tsx', ''],
      ['lib/js-reference/method-id.ts', ''],
    ]);
    expect(findCrossFeatureImports(fixture)).toEqual([
      {
        file: 'components/js-reference/menu.tsx',
        specifier: '@/components/cli-reference/cli-menu',
        rule: 'the JS reference must not import the CLI reference',
      },
      {
        file: 'lib/cli/links.ts',
        specifier: '../js-reference/method-id',
        rule: 'the CLI reference must not import the JS reference',
      },
      {
        file: 'app/reference/javascript/page.tsx',
        specifier: '@/lib/cli/links',
        rule: 'the JS reference must not import the CLI reference',
      },
      {
        file: 'lib/api-settings/values.ts',
        specifier: '@/lib/code-values/values',
        rule: 'the API-settings widget must not import the code-samples chooser',
      },
    ]);
  });
});
