import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
// Relative imports: source.config.ts (which loads this plugin) is bundled without the `@/` alias.
import { closestName } from '../page-check/closest-name';
import { calloutTypes } from './callout-types';

/**
 * A remark step for the guides: a call-out (<Admonition>, <Alert>) whose `type` is not one it accepts fails the
 * compile at the page, line and column of the attribute, naming the allowed types, rather than reaching the
 * component and failing the render with no page named.
 */
export function remarkCalloutTypes() {
  return (tree: Root, file: { path?: string }) => {
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as MdxJsxFlowElement | MdxJsxTextElement;
      const allowed = element.name ? calloutTypes[element.name] : undefined;
      if (!allowed) return;
      for (const attribute of element.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== 'type') continue;
        if (typeof attribute.value !== 'string' || allowed.includes(attribute.value)) continue;
        const near = closestName(attribute.value, allowed);
        const start = (attribute.position ?? element.position)?.start;
        throw new Error(
          `${file.path ?? 'a guide'}:${start?.line ?? 1}:${start?.column ?? 1} ` +
            `<${element.name} type="${attribute.value}">: type must be one of ${allowed.join(', ')}` +
            (near ? ` (did you mean "${near}"?)` : ''),
        );
      }
    });
  };
}
