import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentHandlers } from './component-handlers';
import { mdxToMarkdown } from './mdx-to-markdown';

/*
 * Whole pages in, whole Markdown out: each `fixtures/<name>.mdx` has its twin beside it as `<name>.md`. A change
 * to the converter shows as a diff of those files; `npx vitest run lib/markdown/fixtures -u` rewrites them after
 * a deliberate change (read the diff before committing it). CI never writes them: a missing twin fails there.
 */
const FIXTURES = join(import.meta.dirname, 'fixtures');
const inputs = readdirSync(FIXTURES).filter((file) => file.endsWith('.mdx'));

describe('MDX → Markdown fixtures', () => {
  it('has fixtures to compare', () => {
    expect(inputs.length).toBeGreaterThan(0);
  });

  it.each(inputs)('%s', async (file) => {
    const markdown = mdxToMarkdown(readFileSync(join(FIXTURES, file), 'utf8'), {
      file: `content/guides/fixtures/${file}`,
      pageUrl: 'https://docs.example.com/guides/fixtures/page/',
      handlers: componentHandlers,
    });
    await expect(markdown).toMatchFileSnapshot(join(FIXTURES, file.replace(/\.mdx$/, '.md')));
  });
});
