import { readFileSync } from 'node:fs';
import { remarkHeading } from 'fumadocs-core/mdx-plugins';
import type { Heading, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { glossaryTerms } from '@/data/glossary';
import { componentHandlers } from '@/lib/markdown/component-handlers';
import { mdxToMarkdown } from '@/lib/markdown/mdx-to-markdown';
import { compareTerms, glossaryLetters, plainTerm, termAnchor, textParts } from './glossary-entries';
import { guideFile, guideTitle } from './guide-titles';

const headingParser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkHeading);
const idsByFile = new Map<string, string[]>();

/** The ids the guide page's headings get, by the same remark step the site uses (fumadocs' remarkHeading). */
function headingIds(file: string): string[] {
  const cached = idsByFile.get(file);
  if (cached) return cached;
  const source = readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
  const tree = headingParser.runSync(headingParser.parse(source)) as Root;
  const ids: string[] = [];
  visit(tree, 'heading', (node: Heading) => {
    const id = node.data?.hProperties?.id;
    if (typeof id === 'string') ids.push(id);
  });
  idsByFile.set(file, ids);
  return ids;
}

describe('the glossary data', () => {
  it('has at least 45 terms across the products', () => {
    expect(glossaryTerms.length).toBeGreaterThanOrEqual(45);
    const sections = new Set(glossaryTerms.map((term) => term.guide.split('/')[2]));
    for (const section of [
      'database',
      'auth',
      'storage',
      'realtime',
      'functions',
      'platform',
      'local-development',
    ])
      expect(sections, section).toContain(section);
  });

  it('is in alphabetical order, ignoring case and code marks', () => {
    const terms = glossaryTerms.map((term) => term.term);
    for (let i = 1; i < terms.length; i++) {
      expect(
        compareTerms(terms[i - 1] ?? '', terms[i] ?? ''),
        `${terms[i - 1]} before ${terms[i]}`,
      ).toBeLessThan(0);
    }
  });

  it('gives every term its own name and anchor, and no alias repeats a term', () => {
    const names = glossaryTerms.map((term) => plainTerm(term.term).toLowerCase());
    const anchors = glossaryTerms.map((term) => termAnchor(term.term));
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const anchor of anchors) expect(anchor).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const term of glossaryTerms) {
      for (const alias of term.aliases ?? [])
        expect(names, `${term.term}: ${alias}`).not.toContain(alias.toLowerCase());
    }
  });

  it.each(glossaryTerms.map((term) => [term.term, term.guide]))(
    '%s links to a guide that exists: %s',
    (_term, guide) => {
      const file = guideFile(guide);
      expect(file, `${guide} has no page in content/guides`).toBeDefined();
      expect(guideTitle(guide).length).toBeGreaterThan(0);
      const anchor = guide.split('#')[1];
      if (anchor && file)
        expect(headingIds(file), `${guide}: no heading with id "${anchor}"`).toContain(anchor);
    },
  );

  it('uses no key names of a later platform era', () => {
    const text = JSON.stringify(glossaryTerms);
    expect(text).not.toMatch(/publishable|sb_secret_/i);
  });
});

describe('glossary entries', () => {
  it('groups the terms under their first letter, in order, with letter and term anchors', () => {
    const letters = glossaryLetters([
      { term: 'Trigger', definition: 'A.', guide: '/guides/database/' },
      { term: '`auth.uid()`', definition: 'B.', guide: '/guides/database/' },
      { term: 'Access token', definition: 'C.', guide: '/guides/auth/' },
    ]);
    expect(letters.map((group) => [group.letter, group.id, group.entries.map((entry) => entry.id)])).toEqual([
      ['A', 'letter-a', ['access-token', 'auth-uid']],
      ['T', 'letter-t', ['trigger']],
    ]);
  });

  it('splits code written between backticks from the text', () => {
    expect(textParts('Run `supabase start` here, not `x')).toEqual([
      { code: false, value: 'Run ' },
      { code: true, value: 'supabase start' },
      { code: false, value: ' here, not `x' },
    ]);
  });

  it('reads a guide title from the frontmatter, and fails for a page that does not exist', () => {
    expect(guideTitle('/guides/database/row-level-security/#turn-it-on')).toBe('Row level security');
    expect(guideTitle('/guides/getting-started/quickstart-react/')).toBe('Quickstart: React');
    expect(() => guideTitle('/guides/database/no-such-page/')).toThrow(/no guide page/);
  });
});

describe("the glossary's Markdown twin", () => {
  const markdown = mdxToMarkdown('<Glossary />', {
    file: 'content/guides/resources/glossary.mdx',
    pageUrl: 'https://docs.example.com/guides/resources/glossary/',
    handlers: componentHandlers,
  });

  it('prints the letters and terms as headings, each definition with its absolute guide link', () => {
    expect(markdown).toContain('## R\n');
    expect(markdown).toContain('### Row Level Security\n');
    expect(markdown).toContain('### `auth.uid()`\n');
    expect(markdown).toContain('Also called RLS.');
    expect(markdown).toContain(
      'Guide: [Row level security](https://docs.example.com/guides/database/row-level-security/)',
    );
    expect(markdown).not.toContain('[!toc]');
    expect(markdown.match(/^### /gm)).toHaveLength(glossaryTerms.length);
  });
});
