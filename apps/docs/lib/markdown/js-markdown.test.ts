import { describe, expect, it } from 'vitest';
import { findJsEntry, findJsMethod, jsApi, jsEntryIds, jsReferenceGroups } from '@/data/js-reference';
import { jsMethodMarkdown, jsReferenceMarkdown } from './js-markdown';
import { printMarkdown } from './mdx-to-markdown';

const options = {
  api: jsApi,
  groups: jsReferenceGroups,
  intro: ['The intro.'],
  lookup: findJsMethod,
  guides: (id: string) => (id === 'eq' ? [{ path: '/guides/database/tables/', title: 'Tables' }] : []),
  siteUrl: 'https://docs.example.com',
};

describe('the JavaScript reference as Markdown', () => {
  it('writes a method with its signature, parameters, examples, returned data and guides', () => {
    const entry = findJsEntry('eq');
    if (!entry) throw new Error('no eq entry');
    const markdown = printMarkdown(jsMethodMarkdown(entry, options));
    expect(markdown).toMatch(/^# query\.eq\(\)\n/);
    // The page's readable form: a parameter a line with its type, the return type on the closing line.
    expect(markdown).toContain(
      '## Signature\n\n```ts\nquery.eq<ColumnName extends string>(\n  column: ColumnName extends keyof Row\n',
    );
    expect(markdown).toMatch(
      /\n {2}value: ResolveFilterValue<Schema, Row, ColumnName> extends never\n[^`]*\n\): this\n```/,
    );
    expect(markdown).toContain('| `column` |');
    expect(markdown).toContain("supabase.from('cities').select('name').eq('country_id', 1)");
    expect(markdown).toContain('"name": "Lyon"');
    expect(markdown).toContain('[Tables](https://docs.example.com/guides/database/tables/)');
    expect(markdown).toContain('(https://docs.example.com/reference/javascript/#eq)');
  });

  it('names the two select() as the page does: the query, and the modifier after a write', () => {
    const markdown = printMarkdown(jsReferenceMarkdown(options, 'JavaScript reference', 'All of it.'));
    expect(markdown).toContain("### `supabase.from('table').select()`\n");
    expect(markdown).toContain('### `query.select()` after a write\n');
    const entry = findJsEntry('select-returning');
    if (!entry) throw new Error('no select-returning entry');
    expect(printMarkdown(jsMethodMarkdown(entry, options))).toMatch(/^# query\.select\(\) after a write\n/);
  });

  it('marks admin methods server-only and holds every method on the one page', () => {
    const markdown = printMarkdown(jsReferenceMarkdown(options, 'JavaScript reference', 'All of it.'));
    expect(markdown).toContain('**Server only:**');
    expect(markdown.match(/^### /gm)?.length).toBe(jsEntryIds().length);
  });
});
