import type { Heading, PhrasingContent, RootContent } from 'mdast';
import { glossaryTerms } from '../../data/glossary';
import { inlineCode, link, paragraph, text } from '../markdown/nodes';
import { glossaryLetters, type TextPart, textParts } from './glossary-entries';
import { guideTitle } from './guide-titles';

/*
 * The glossary as Markdown nodes: a heading per letter, a heading per term with its definition, the names it
 * is also known by, and a link to its guide. The guide page gets them from `<Glossary />` through
 * lib/mdx/remark-glossary.ts, so they are real headings of the page (anchors, "On this page", the search
 * index), and its Markdown twin gets the same nodes from the component handler.
 */

export interface GlossaryNodeOptions {
  /** The link target for a guide path (the twin makes it absolute). */
  href?: (path: string) => string;
  /**
   * For the web page: terms get fumadocs' `[!toc]` marker, so "On this page" lists the letters only (76 terms
   * would bury it) while each term keeps its anchor.
   */
  lettersOnlyInToc?: boolean;
}

// fumadocs' rehype-toc drops a heading that ends in this marker from the table of contents (and the marker).
const NO_TOC = ' [!toc]';

const phrasing = (parts: TextPart[]): PhrasingContent[] =>
  parts.map((part) => (part.code ? inlineCode(part.value) : text(part.value)));

function headingWithId(depth: 2 | 3, id: string, children: PhrasingContent[]): Heading {
  return { type: 'heading', depth, children, data: { hProperties: { id } } };
}

export function glossaryNodes({ href = (path) => path, lettersOnlyInToc = false }: GlossaryNodeOptions = {}) {
  const nodes: RootContent[] = [];
  for (const group of glossaryLetters(glossaryTerms)) {
    nodes.push(headingWithId(2, group.id, [text(group.letter)]));
    for (const entry of group.entries) {
      const title = phrasing(textParts(entry.term));
      nodes.push(headingWithId(3, entry.id, lettersOnlyInToc ? [...title, text(NO_TOC)] : title));
      nodes.push(paragraph(...phrasing(textParts(entry.definition))));
      const more: (PhrasingContent | string)[] = [];
      if (entry.aliases?.length) more.push(`Also called ${entry.aliases.join(', ')}. `);
      more.push('Guide: ', link(href(entry.guide), guideTitle(entry.guide)));
      nodes.push(paragraph(...more));
    }
  }
  return nodes;
}
