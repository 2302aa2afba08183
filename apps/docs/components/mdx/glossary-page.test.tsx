// @vitest-environment jsdom
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
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(element);
  return { container, toc };
}

describe('the glossary page', () => {
  const { container, toc } = compileGlossary();

  it('has a heading with an anchor for every term, linking to its guide', () => {
    for (const term of glossaryTerms) {
      const heading = container.querySelector(`h3#${termAnchor(term.term)}`);
      expect(heading, term.term).not.toBeNull();
      expect(heading?.textContent?.trim()).toBe(term.term.replaceAll('`', ''));
      const guideLink = heading?.nextElementSibling?.nextElementSibling?.querySelector('a');
      expect(guideLink?.getAttribute('href'), term.term).toBe(term.guide);
    }
    expect(container.querySelectorAll('h3')).toHaveLength(glossaryTerms.length);
  });

  it('shows code in terms and definitions as code, and the marker for the table of contents nowhere', () => {
    expect(container.querySelector('h3#auth-uid code')?.textContent).toBe('auth.uid()');
    expect(container.textContent).not.toContain('[!toc]');
    expect(container.textContent).not.toContain('`');
  });

  it('puts the letters in "On this page", in order, and leaves the terms out of it', () => {
    const letters = glossaryLetters(glossaryTerms);
    expect(toc).toEqual(letters.map((group) => expect.objectContaining({ url: `#${group.id}`, depth: 2 })));
    expect([...container.querySelectorAll('h2')].map((heading) => heading.textContent?.trim())).toEqual(
      letters.map((group) => group.letter),
    );
  });
});
