import type { DocsData } from '@platform/docs-core/docs-data';
import { errorSections } from '@/data/errors';
import { indexSections } from '@/lib/errors/error-index';
import { inlineMarkupNodes } from '@/lib/markdown/auth-handlers';
import type { HandlerContext } from '@/lib/markdown/mdx-to-markdown';
import { printMarkdown } from '@/lib/markdown/mdx-to-markdown';
import { paragraph } from '@/lib/markdown/nodes';
import { siteConfig } from '@/site.config';

/** The Errors reference's page: each entry is `#<code>` on it (components/errors/error-list.tsx). */
const ERRORS_PATH = '/guides/troubleshooting/errors/';

/** An entry's inline markup (`code`, **bold**, links) as the Markdown twin prints it, links made absolute. */
function inlineMarkdown(source: string): string {
  // inlineMarkupNodes only makes links absolute and fails on a bad target; nothing else of a handler is used.
  const context = {
    absoluteUrl: (url: string) => new URL(url, new URL(ERRORS_PATH, siteConfig.siteUrl)).href,
    fail: (message: string) => {
      throw new Error(`errors reference: ${message}`);
    },
  } as HandlerContext;
  return printMarkdown({ type: 'root', children: [paragraph(...inlineMarkupNodes(source, context))] }).trim();
}

/** Every entry as the paste parser indexes it (lib/errors/error-index.ts), with what the tool answers besides. */
export function errorData(): DocsData['errors'] {
  const indexed = indexSections(errorSections);
  const entries = errorSections.flatMap((section) => section.entries);
  return {
    path: ERRORS_PATH,
    entries: indexed.map((item, at) => {
      const entry = entries[at];
      if (entry?.code !== item.code) throw new Error(`errors: index and sections disagree at ${item.code}`);
      return {
        ...item,
        messages: [...item.messages],
        status: entry.status ?? null,
        meaning: inlineMarkdown(entry.meaning),
        causes: (entry.causes ?? []).map(inlineMarkdown),
        fix: entry.fix === undefined ? null : inlineMarkdown(entry.fix),
      };
    }),
  };
}
