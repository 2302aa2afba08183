import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Every JSX element of a page's tree (block and inline), in document order. */
export function jsxElements(tree: Root): JsxElement[] {
  const found: JsxElement[] = [];
  visit(tree, (node) => {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
      found.push(node as JsxElement);
  });
  return found;
}

/** The element's named attributes (`{...spread}` left out). */
export function namedAttributes(element: JsxElement): MdxJsxAttribute[] {
  return element.attributes.filter(
    (attribute): attribute is MdxJsxAttribute => attribute.type === 'mdxJsxAttribute',
  );
}

/** The attribute's value when it is a quoted string; undefined for a bare flag or an expression in braces. */
export function stringValue(attribute: MdxJsxAttribute): string | undefined {
  return typeof attribute.value === 'string' ? attribute.value : undefined;
}

/** A string attribute of an element, by name. */
export function stringAttribute(element: JsxElement, name: string): string | undefined {
  const attribute = namedAttributes(element).find((candidate) => candidate.name === name);
  return attribute ? stringValue(attribute) : undefined;
}
