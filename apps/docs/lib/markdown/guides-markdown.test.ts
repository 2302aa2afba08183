import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentHandlers } from './component-handlers';
import { tagsOutsideCode, withoutCode } from './markup-check';
import { mdxToMarkdown } from './mdx-to-markdown';

// Every guide converts (the build would fail otherwise, later and slower) and leaves no markup behind.
const contentDir = join(process.cwd(), 'content', 'guides');
const guides = (readdirSync(contentDir, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.mdx'))
  .sort();

describe('every guide as Markdown', () => {
  it.each(guides)('%s', (file) => {
    const markdown = mdxToMarkdown(readFileSync(join(contentDir, file), 'utf8'), {
      file: relative(process.cwd(), join(contentDir, file)),
      pageUrl: 'https://docs.example.com/guides/page/',
      handlers: componentHandlers,
    });
    expect(markdown.length).toBeGreaterThan(100);
    expect(tagsOutsideCode(markdown)).toEqual([]);
    expect(withoutCode(markdown)).not.toMatch(/\bundefined\b|\[object Object\]|[{}]/);
  });
});
