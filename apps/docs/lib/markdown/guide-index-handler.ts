import type { Root as PageTree } from 'fumadocs-core/page-tree';
import type { PhrasingContent, RootContent } from 'mdast';
import { type GuideIndexEntry, guideIndex } from '@/lib/layout/guide-index';
import type { ComponentHandler, HandlerContext } from './mdx-to-markdown';
import { heading, link, list, paragraph, text } from './nodes';

function entryLink(context: HandlerContext, entry: GuideIndexEntry): PhrasingContent {
  return entry.url ? link(context.absoluteUrl(entry.url), entry.title) : text(entry.title);
}

function entryList(context: HandlerContext, entries: GuideIndexEntry[]): RootContent {
  return list(
    entries.map((entry) =>
      entry.pages.length > 0
        ? [paragraph(entryLink(context, entry)), entryList(context, entry.pages)]
        : [entryLink(context, entry)],
    ),
  );
}

/**
 * `<GuideIndex />` (the /guides/ page) as Markdown: a heading per section and its pages as a nested list. It
 * takes the page tree as an argument, so this module never loads the compiled content itself.
 */
export function guideIndexHandler(tree: PageTree): ComponentHandler {
  return (context) =>
    guideIndex(tree).flatMap((section) => [
      heading(2, entryLink(context, section)),
      ...(section.pages.length > 0 ? [entryList(context, section.pages)] : []),
    ]);
}
