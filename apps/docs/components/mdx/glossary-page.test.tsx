import { readFileSync } from 'node:fs';
import { rehypeToc, remarkHeading } from 'fumadocs-core/mdx-plugins';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import type { ComponentProps } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { glossaryTerms } from '@/data/glossary';
import { glossaryLetters, termAnchor } from '@/lib/glossary/glossary-entries';
import { remarkGlossary } from '@/lib/mdx/remark-glossary';
import { Heading } from './heading';

/*
 * The glossary page as the site compiles it: its MDX through fumadocs' heading step and our remark step, to
 * HTML with the page's heading component, and the "On this page" entries fumadocs' rehype-toc collects.
 */
function compileGlossary() {
  const source = readFileSync('content/guides/resources/glossary.mdx', 'utf8').replace(
    /^---\n[\s\S]*?\n---\n/,
    '',
  );
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkHeading)
    .use(remarkGlossary);
  const mdast = processor.runSync(processor.parse(source)) as Root;
  const hast = toHast(mdast) as Parameters<typeof toJsxRuntime>[0];
  // rehype-toc's "data" output: the entries land on the file instead of in an export.
  const file = { data: {} as { rehypeToc?: { url: string; depth: number }[] } };
  const collectToc = rehypeToc.call(unified(), { exportToc: { as: 'data' } as never }) as (
    tree: unknown,
    file: unknown,
  ) => void;
  collectToc(hast, file);
  const toc = file.data.rehypeToc ?? [];
  const element = toJsxRuntime(hast, {
    Fragment,
    jsx,
    jsxs,
    components: {
      h2: (props: ComponentProps<'h2'>) => <Heading as="h2" {...props} />,
      h3: (props: ComponentProps<'h3'>) => <Heading as="h3" {...props} />,
    },
  });
  return { html: renderToStaticMarkup(element), toc };
}

/** The markup from a term's heading up to the next heading. */
function entryHtml(html: string, id: string): string | undefined {
  const start = html.indexOf(`<h3 id="${id}"`);
  if (start < 0) return undefined;
  const end = html.slice(start + 1).search(/<h[23] /);
  return end < 0 ? html.slice(start) : html.slice(start, start + 1 + end);
}

const textOf = (markup: string) => markup.replace(/<[^>]+>/g, '');

describe('the glossary page', () => {
  const { html, toc } = compileGlossary();

  it('has a heading with an anchor for every term, and its definition links to its guide', () => {
    for (const term of glossaryTerms) {
      const entry = entryHtml(html, termAnchor(term.term));
      expect(entry, term.term).toBeDefined();
      const heading = /<h3[^>]*>([\s\S]*?)<\/h3>/.exec(entry ?? '')?.[1] ?? '';
      expect(textOf(heading).trim()).toBe(term.term.replaceAll('`', ''));
      expect(entry).toContain(`href="${term.guide}"`);
    }
    expect(html.match(/<h3 /g)).toHaveLength(glossaryTerms.length);
  });

  it('shows code in terms and definitions as code, and the marker for the table of contents nowhere', () => {
    expect(entryHtml(html, 'auth-uid')).toMatch(/<h3[^>]*><code>auth\.uid\(\)<\/code>/);
    expect(entryHtml(html, 'anon-key')).toContain('<code>anon</code>');
    expect(textOf(html)).not.toContain('[!toc]');
    expect(textOf(html)).not.toContain('`');
  });

  it('puts the letters in "On this page", in order, and leaves the terms out of it', () => {
    const letters = glossaryLetters(glossaryTerms);
    expect(toc).toEqual(letters.map((group) => expect.objectContaining({ url: `#${group.id}`, depth: 2 })));
    const headings = [...html.matchAll(/<h2 id="([^"]+)"[^>]*>([\s\S]*?)<\/h2>/g)];
    expect(headings.map((match) => [match[1], textOf(match[2] ?? '').trim()])).toEqual(
      letters.map((group) => [group.id, group.letter]),
    );
  });
});
