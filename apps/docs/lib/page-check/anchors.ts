import { remarkHeading } from 'fumadocs-core/mdx-plugins/remark-heading';
import type { Root } from 'mdast';
import { errorSections } from '@/data/errors';
import { remarkGlossary } from '@/lib/mdx/remark-glossary';
import { jsxElements, stringAttribute } from './jsx-elements';

/*
 * The anchors a guide has once built, from its source: the heading ids of the site's own Markdown step
 * (fumadocs' remark-heading, after `<Glossary />` has become headings, as in source.config.ts), the `id`
 * of any element, and the codes an `<ErrorList source>` writes as ids.
 */

export function pageAnchors(tree: Root): Set<string> {
  // The plugins change the tree they are given; the callers keep theirs.
  const copy = structuredClone(tree);
  (remarkGlossary as () => (root: Root) => void)()(copy);
  const file = { data: {} };
  (remarkHeading as () => (root: Root, file: unknown) => void)()(copy, file);
  const anchors = new Set<string>();
  const visit = (node: { type: string; data?: { hProperties?: { id?: unknown } }; children?: unknown[] }) => {
    const id = node.data?.hProperties?.id;
    if (node.type === 'heading' && typeof id === 'string') anchors.add(id);
    for (const child of node.children ?? []) visit(child as typeof node);
  };
  visit(copy);
  for (const element of jsxElements(tree)) {
    const id = stringAttribute(element, 'id');
    if (id && element.name !== 'TabPanel') anchors.add(id);
    const source = element.name === 'ErrorList' ? stringAttribute(element, 'source') : undefined;
    const section = errorSections.find((candidate) => candidate.id === source);
    for (const entry of section?.entries ?? []) anchors.add(entry.code);
  }
  return anchors;
}
