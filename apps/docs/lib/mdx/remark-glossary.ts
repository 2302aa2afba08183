import type { Root, RootContent } from 'mdast';
// Relative imports: source.config.ts (which loads this plugin) is bundled without the `@/` alias.
import { glossaryNodes } from '../glossary/glossary-mdast';

/**
 * A remark step for the guides: `<Glossary />` becomes the glossary's headings and paragraphs, built from
 * data/glossary.ts at compile time. As real Markdown headings they get anchors, feed the page's "On this page"
 * and the search index, and the page ships no component code for them.
 */
export function remarkGlossary() {
  return (tree: Root) => {
    tree.children = tree.children.flatMap((node): RootContent[] =>
      node.type === 'mdxJsxFlowElement' && node.name === 'Glossary'
        ? glossaryNodes({ lettersOnlyInToc: true })
        : [node],
    );
  };
}
