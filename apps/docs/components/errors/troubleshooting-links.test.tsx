// @vitest-environment jsdom

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorSections } from '@/data/errors';
import { ERROR_SOURCE_IDS } from '@/data/errors/schema';
import { TROUBLESHOOTING_AREAS, troubleshootingGuides, troubleshootingHref } from '@/data/troubleshooting';
import { componentHandlers } from '@/lib/markdown/component-handlers';
import { mdxToMarkdown } from '@/lib/markdown/mdx-to-markdown';
import { ErrorList } from './error-list';

/*
 * The troubleshooting guides and the Errors reference link each other: every guide links the entries of
 * data/troubleshooting.ts, every such entry (page and Markdown twin) links the guide back, and the guide quotes
 * the messages a reader would search for, word for word.
 */

afterEach(cleanup);

// Relative to the docs workspace, where Vitest runs (jsdom's URL cannot name a file).
const folder = join(process.cwd(), 'content/guides/troubleshooting');
const readPage = (file: string) => readFileSync(join(folder, file), 'utf8');
const pageSource = (slug: string) => readPage(`${slug}.mdx`);
/** Line wraps in prose and code are only layout; search and readers see words. */
const words = (text: string) => text.replace(/\s+/g, ' ');
const entries = errorSections.flatMap((section) => section.entries.map((entry) => ({ section, entry })));

describe.each(troubleshootingGuides.map((guide) => [guide.slug, guide] as const))('%s', (_, guide) => {
  const source = pageSource(guide.slug);

  it('has the title of its data and the four parts in order', () => {
    expect(source).toMatch(
      new RegExp(`^---\\ntitle: "?${guide.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"?\\n`),
    );
    const headings = [...source.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(headings).toEqual(['What you see', 'Why it happens', 'Confirm it', 'Fix it']);
  });

  it('quotes every message of its symptom word for word', () => {
    for (const message of guide.messages) expect(words(source)).toContain(words(message));
  });

  it.each(guide.errors)('links the Errors reference entry %s, which is explained', (code) => {
    expect(source).toContain(`](/guides/troubleshooting/errors/#${code})`);
    const found = entries.find(({ entry }) => entry.code === code);
    expect(found, `${code} is not in the Errors reference`).toBeDefined();
    expect(found?.entry.fix, `${code} is only listed, so it has no place for a link back`).toBeDefined();
  });
});

describe('the Errors reference links each guide back', () => {
  it('on the page', () => {
    render(
      <div>
        {ERROR_SOURCE_IDS.map((source) => (
          <ErrorList key={source} source={source} />
        ))}
      </div>,
    );
    for (const guide of troubleshootingGuides) {
      for (const code of guide.errors) {
        const article = document.getElementById(code)?.closest('article');
        expect(
          article?.querySelector(`a[href="${troubleshootingHref(guide)}"]`),
          `${code} → ${guide.slug}`,
        ).not.toBeNull();
      }
    }
    // No entry links a guide that does not name it.
    const linked = [...document.querySelectorAll('a[href^="/guides/troubleshooting/"]')].filter(
      (link) => !link.getAttribute('href')?.startsWith('/guides/troubleshooting/errors/'),
    );
    expect(linked).toHaveLength(troubleshootingGuides.reduce((sum, guide) => sum + guide.errors.length, 0));
  });

  it('in the Markdown twin', () => {
    const markdown = mdxToMarkdown(readPage('errors.mdx'), {
      file: 'content/guides/troubleshooting/errors.mdx',
      pageUrl: 'https://docs.example.com/guides/troubleshooting/errors/',
      handlers: componentHandlers,
    });
    for (const guide of troubleshootingGuides) {
      for (const code of guide.errors) {
        const section = markdown.slice(markdown.indexOf(`### \`${code}\``));
        const entry = section.slice(0, section.indexOf('\n### ', 1));
        expect(entry, `${code} → ${guide.slug}`).toContain(
          `[${guide.title}](https://docs.example.com${troubleshootingHref(guide)})`,
        );
      }
    }
  });
});

describe('the troubleshooting section', () => {
  const meta = JSON.parse(readPage('meta.json')) as { pages: string[] };
  const index = pageSource('index');

  it('lists every guide in the navigation, under its area', () => {
    for (const guide of troubleshootingGuides) {
      const at = meta.pages.indexOf(guide.slug);
      expect(at, guide.slug).toBeGreaterThan(0);
      const heading = meta.pages.slice(0, at).findLast((page) => page.startsWith('---'));
      expect(heading).toBe(`---${guide.area}---`);
    }
  });

  it('lists every guide on its index page, under its area', () => {
    for (const area of TROUBLESHOOTING_AREAS) {
      const start = index.indexOf(`### ${area}\n`);
      expect(start, area).toBeGreaterThan(0);
      const next = index.indexOf('\n### ', start + 1);
      const section = index.slice(start, next < 0 ? undefined : next);
      for (const guide of troubleshootingGuides.filter((candidate) => candidate.area === area)) {
        expect(section).toContain(`[${guide.title}](${troubleshootingHref(guide)})`);
      }
    }
  });
});
