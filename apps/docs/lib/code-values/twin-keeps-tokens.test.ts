import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedData } from '@/data/shared-data';
import { componentHandlers } from '../markdown/component-handlers';
import { mdxToMarkdown } from '../markdown/mdx-to-markdown';

/*
 * What machines read keeps the writer's tokens (issue #20): the Markdown twin is made from the page's source,
 * so a fillable sample reads as written there, never with a reader's or the local stack's values.
 */
describe('the Markdown twin of a page with fillable samples', () => {
  it('keeps the tokens of the API-keys page', () => {
    const file = 'content/guides/getting-started/api-keys.mdx';
    const twin = mdxToMarkdown(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'), {
      file: `apps/docs/${file}`,
      pageUrl: 'https://docs.example.com/guides/getting-started/api-keys/',
      handlers: componentHandlers,
    });
    expect(twin).toContain("createClient('<project-url>', '<anon-key>')");
    expect(twin).not.toContain(String((sharedData.local as Record<string, unknown>).anonKey));
  });
});
