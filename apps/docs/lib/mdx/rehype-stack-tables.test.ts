import { describe, expect, it } from 'vitest';
import type { HastNode as Node } from './hast-node';
import { rehypeStackTables } from './rehype-stack-tables';

const text = (value: string): Node => ({ type: 'text', value });
const el = (tagName: string, children: Node[] = [], properties: Record<string, unknown> = {}): Node => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** A table as remark-gfm hands it to rehype: a header row of `th`, body rows of `td`. */
function table(header: Node[][], ...rows: string[][]): Node {
  return el('table', [
    el('thead', [
      el(
        'tr',
        header.map((content) => el('th', content)),
      ),
    ]),
    el(
      'tbody',
      rows.map((row) =>
        el(
          'tr',
          row.map((cell) => el('td', [text(cell)])),
        ),
      ),
    ),
  ]);
}

const run = (tree: Node) => {
  rehypeStackTables()(el('root', [tree]));
  return tree;
};
const bodyCells = (tree: Node) =>
  (tree.children?.[1]?.children ?? []).map((row) =>
    (row.children ?? []).map((cell) => ({ tag: cell.tagName, ...cell.properties })),
  );

describe('rehypeStackTables', () => {
  it('makes a three-column table stack, each cell labelled with its column', () => {
    const tree = run(
      table(
        [[text('Operator')], [text('Distance')], [el('code', [text('ORDER BY')])]],
        ['<->', 'Euclidean', 'ascending'],
        ['<#>', 'negative inner product', 'ascending'],
      ),
    );
    expect(tree.properties?.className).toEqual(['stack-table']);
    expect(bodyCells(tree)).toEqual([
      [
        { tag: 'td', dataLabel: 'Operator' },
        { tag: 'td', dataLabel: 'Distance' },
        { tag: 'td', dataLabel: 'ORDER BY' },
      ],
      [
        { tag: 'td', dataLabel: 'Operator' },
        { tag: 'td', dataLabel: 'Distance' },
        { tag: 'td', dataLabel: 'ORDER BY' },
      ],
    ]);
  });

  it('leaves a two-column table as it is', () => {
    const tree = run(table([[text('Name')], [text('Meaning')]], ['anon', 'signed out']));
    expect(tree.properties?.className).toBeUndefined();
    expect(bodyCells(tree)).toEqual([[{ tag: 'td' }, { tag: 'td' }]]);
  });

  it('keeps the classes a table already has and labels no cell under an empty header', () => {
    const tree = table([[text('Key')], [text('')], [text('Default')]], ['a', 'b', 'c']);
    tree.properties = { className: ['wide'] };
    run(tree);
    expect(tree.properties?.className).toEqual(['wide', 'stack-table']);
    expect(bodyCells(tree)[0]).toEqual([
      { tag: 'td', dataLabel: 'Key' },
      { tag: 'td' },
      { tag: 'td', dataLabel: 'Default' },
    ]);
  });

  it('finds tables anywhere in the page', () => {
    const inner = table([[text('A')], [text('B')], [text('C')]], ['1', '2', '3']);
    run(el('div', [el('section', [inner])]));
    expect(inner.properties?.className).toEqual(['stack-table']);
  });
});

describe('rehypeStackTables with wide code', () => {
  const codeCell = (...children: Node[]) =>
    el('table', [
      el('thead', [el('tr', [el('th', [text('request')]), el('th', [text('answer')])])]),
      el('tbody', [el('tr', [el('td', [text('anything else')]), el('td', [el('code', children)])])]),
    ]);

  it('stacks a two-column table whose code cannot wrap within half a phone', () => {
    // 28 characters kept whole by no-break spaces, as rehype-inline-code-breaks leaves short code.
    const tree = run(codeCell(text('{"error":"No\u00a0such\u00a0endpoint"}')));
    expect(tree.properties?.className).toEqual(['stack-table']);
  });

  it('leaves it a table when the code may wrap at its break points or spaces', () => {
    const marked = run(
      codeCell(text('GET /functions/'), el('wbr'), text('v1/'), el('wbr'), text('notes-api/notes')),
    );
    expect(marked.properties?.className).toBeUndefined();
    const spaced = run(codeCell(text('select id, title, author from public.books')));
    expect(spaced.properties?.className).toBeUndefined();
  });
});
