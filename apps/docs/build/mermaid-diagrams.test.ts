import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIAGRAMS_FOLDER, diagramKey, mermaidCharts, readDiagram, themeTokens } from './mermaid-diagrams.mjs';
import { MERMAID_TOKENS } from './mermaid-theme.mjs';

const APP = join(import.meta.dirname, '..');
const FOLDER = join(APP, DIAGRAMS_FOLDER);

describe('mermaidCharts', () => {
  it('finds mermaid fences and hand-written <Mermaid chart>, trimmed, and nothing else', () => {
    const mdx = [
      '# Title',
      '',
      '```mermaid',
      'flowchart LR',
      '  A --> B',
      '',
      '```',
      '',
      '```sql',
      'select 1;',
      '```',
      '',
      '<Mermaid chart=" graph TD; X-->Y " />',
    ].join('\n');
    expect(mermaidCharts(mdx)).toEqual(['flowchart LR\n  A --> B', 'graph TD; X-->Y']);
  });
});

describe('diagramKey', () => {
  it('names a chart by its trimmed text, so whitespace around it does not matter', () => {
    expect(diagramKey('graph TD; A-->B')).toMatch(/^[0-9a-f]{16}$/);
    expect(diagramKey('\ngraph TD; A-->B  ')).toBe(diagramKey('graph TD; A-->B'));
    expect(diagramKey('graph TD; A-->C')).not.toBe(diagramKey('graph TD; A-->B'));
  });
});

describe('readDiagram', () => {
  it('says how to draw a chart that has no file', () => {
    expect(() => readDiagram('graph TD; Never-->Drawn', FOLDER)).toThrow(
      /has not been drawn .*Run `node scripts\/render-diagrams\.mjs`/s,
    );
  });
});

describe('themeTokens', () => {
  it('reads each token of the light and dark themes from CSS', () => {
    const css = ':root {\n  --a: #ffffff;\n  --b: #000;\n}\n.dark {\n  --a: #121212;\n  --b: #fff;\n}\n';
    expect(themeTokens(css, ['--a', '--b'])).toEqual({
      light: { '--a': '#ffffff', '--b': '#000' },
      dark: { '--a': '#121212', '--b': '#fff' },
    });
    expect(() => themeTokens(':root {\n  --a: red;\n}\n.dark {}\n', ['--a'])).toThrow(
      'globals.css sets no hex colour for --a in :root.',
    );
  });
});

describe('the committed drawings', () => {
  const charts = readdirSync(join(APP, 'content'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx'))
    .flatMap((name) => mermaidCharts(readFileSync(join(APP, 'content', name), 'utf8')));

  it('exist for every chart in the guides, in both themes, with its title and description', () => {
    expect(charts.length).toBeGreaterThan(0);
    for (const chart of charts) {
      const { light, dark } = readDiagram(chart, FOLDER);
      for (const svg of [light, dark]) {
        expect(svg).toMatch(
          /^<svg\b[^>]* style="width: 100%; height: auto; max-width: \d+px; min-width: \d+px;"/,
        );
        expect(svg).toMatch(/<title\b/);
        expect(svg).toMatch(/<desc\b/);
      }
      expect(light).not.toBe(dark);
    }
  });

  it('leave no file that no guide uses', () => {
    const keys = new Set(charts.map(diagramKey));
    const files = readdirSync(FOLDER).filter((name) => name.endsWith('.json'));
    expect(files.filter((name) => !keys.has(name.replace(/\.json$/, '')))).toEqual([]);
  });

  it('colour each theme with its own tokens from globals.css', () => {
    const tokens = themeTokens(readFileSync(join(APP, 'app/globals.css'), 'utf8'), MERMAID_TOKENS);
    const { light, dark } = readDiagram(charts[0] ?? '', FOLDER);
    expect(light).toContain(tokens.light['--accent']);
    expect(dark).toContain(tokens.dark['--accent']);
  });
});
