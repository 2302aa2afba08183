import { describe, expect, it } from 'vitest';
import { componentHandlers } from './component-handlers';
import { mdxToMarkdown } from './mdx-to-markdown';

const convert = (mdx: string) =>
  mdxToMarkdown(mdx, {
    file: 'content/guides/troubleshooting/errors.mdx',
    pageUrl: 'https://docs.example.com/guides/troubleshooting/errors/',
    handlers: componentHandlers,
  }).trim();

describe('the Errors reference as Markdown', () => {
  it('prints each explained entry under a heading with its code, and the reproduce SQL', () => {
    const markdown = convert('<ErrorList source="postgres" />');
    expect(markdown).toContain('### `42501` new row violates row-level security policy');
    expect(markdown).toContain('HTTP status **409**');
    expect(markdown).toMatch(/```sql\ncreate table accounts/);
    expect(markdown).toMatch(/\| `2202E` +\| array_subscript_error/);
  });

  it('prints the paste box as a sentence', () => {
    expect(convert('<PasteError />')).toMatch(/^_On the web page, a box takes a pasted error/);
  });
});
