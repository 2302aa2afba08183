import { describe, expect, it } from 'vitest';
import { blankFrontMatter, readFrontMatter } from './front-matter';
import { parseMdxPage } from './mdx-tree';

const page = [
  '---',
  'title: "JSON columns"',
  'description: Store documents',
  '---',
  '',
  '# Heading',
  '',
].join('\n');

describe('readFrontMatter', () => {
  it('reads each key with its value and line', () => {
    expect(readFrontMatter(page)).toEqual({
      present: true,
      bodyLine: 5,
      entries: [
        { key: 'title', value: 'JSON columns', line: 2, column: 1 },
        { key: 'description', value: 'Store documents', line: 3, column: 1 },
      ],
    });
  });

  it('reports a page without front matter', () => {
    expect(readFrontMatter('# Only a heading\n')).toEqual({ present: false, entries: [], bodyLine: 1 });
  });
});

describe('parseMdxPage', () => {
  it('places nodes at the file lines, front matter counted', () => {
    const parsed = parseMdxPage(page);
    expect(parsed.ok && parsed.tree.children[0]?.position?.start.line).toBe(6);
    expect(blankFrontMatter(page).split('\n')).toHaveLength(page.split('\n').length);
  });

  it('says where MDX stopped understanding the page', () => {
    expect(parseMdxPage('---\ntitle: x\n---\n\n<Admonition type="note"\n\ntext {')).toMatchObject({
      ok: false,
      line: 7,
    });
  });
});
