import { describe, expect, it } from 'vitest';
import { findJsEntry } from '@/data/js-reference';
import { highlightJs } from './highlight-js';
import { JS_REFERENCE_HREF, jsMethodLinker, LINKED_METHODS } from './js-method-links';

const linksOf = (code: string) => {
  const link = jsMethodLinker();
  return highlightJs(code)
    .map((token) => [token.text, link(token)] as const)
    .filter(([, href]) => href !== null);
};

describe("links in the translator's JavaScript output", () => {
  it('links each query method call to its reference entry, and nothing else', () => {
    expect(
      linksOf(
        "const { data, error } = await supabase\n  .from('books')\n  .select('title')\n  .eq('id', 1)\n  .maybeSingle()",
      ),
    ).toEqual([
      ['from', `${JS_REFERENCE_HREF}#from`],
      ['select', `${JS_REFERENCE_HREF}#select`],
      ['eq', `${JS_REFERENCE_HREF}#eq`],
      ['maybeSingle', `${JS_REFERENCE_HREF}#maybe-single`],
    ]);
  });

  it('sends a select() after a write to the entry for returned rows', () => {
    expect(
      linksOf("await supabase.from('books').delete().eq('id', 1).select()").map(([, href]) => href),
    ).toEqual([
      `${JS_REFERENCE_HREF}#from`,
      `${JS_REFERENCE_HREF}#delete`,
      `${JS_REFERENCE_HREF}#eq`,
      `${JS_REFERENCE_HREF}#select-returning`,
    ]);
  });

  it('only links to entries that exist in the reference', () => {
    const link = jsMethodLinker();
    for (const name of LINKED_METHODS) {
      const href = link({ text: name, kind: 'function' }) ?? '';
      expect(findJsEntry(href.split('#')[1] ?? ''), name).toBeDefined();
    }
  });
});
