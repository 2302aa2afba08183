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

/** An estree node, as far as literals need it. */
type EstreeNode = {
  type: string;
  value?: unknown;
  operator?: string;
  argument?: EstreeNode;
  elements?: (EstreeNode | null)[];
  properties?: EstreeNode[];
  key?: EstreeNode;
  name?: string;
  computed?: boolean;
  expressions?: EstreeNode[];
  quasis?: { value: { cooked?: string | null } }[];
  expression?: EstreeNode;
  body?: EstreeNode[];
};

const NOT_LITERAL = Symbol('not a literal');

function literalOf(node: EstreeNode | null | undefined): unknown {
  if (!node) return NOT_LITERAL;
  switch (node.type) {
    case 'Literal':
      return node.value instanceof RegExp ? NOT_LITERAL : node.value;
    case 'TemplateLiteral':
      return node.expressions?.length === 0 ? (node.quasis?.[0]?.value.cooked ?? NOT_LITERAL) : NOT_LITERAL;
    case 'UnaryExpression': {
      const operand = literalOf(node.argument);
      return node.operator === '-' && typeof operand === 'number' ? -operand : NOT_LITERAL;
    }
    case 'ArrayExpression': {
      const items = (node.elements ?? []).map(literalOf);
      return items.includes(NOT_LITERAL) ? NOT_LITERAL : items;
    }
    case 'ObjectExpression': {
      const entries = (node.properties ?? []).map((property) => {
        if (property.type !== 'Property' || property.computed || !property.key) return NOT_LITERAL;
        const key = property.key.type === 'Identifier' ? property.key.name : literalOf(property.key);
        const value = literalOf(property.value as EstreeNode);
        return typeof key === 'string' && value !== NOT_LITERAL ? [key, value] : NOT_LITERAL;
      });
      return entries.includes(NOT_LITERAL) ? NOT_LITERAL : Object.fromEntries(entries as [string, unknown][]);
    }
    default:
      return NOT_LITERAL;
  }
}

/**
 * What a prop written in braces holds when it is a literal (`{"runtime"}`, `` {`runtime`} ``, `{3}`, `{false}`, an
 * array or object of literals), so it can be checked like a quoted string; `{ found: false }` for a quoted string,
 * a bare flag, or an expression that needs running (`{<Icon />}`, `{import.meta.env.KEY}`).
 */
export function bracedLiteral(
  attribute: MdxJsxAttribute,
): { found: true; value: unknown } | { found: false } {
  const value = attribute.value;
  if (value === null || value === undefined || typeof value === 'string') return { found: false };
  const program = value.data?.estree as EstreeNode | undefined;
  const statement = program?.body?.[0];
  if (program?.body?.length !== 1 || statement?.type !== 'ExpressionStatement') return { found: false };
  const literal = literalOf(statement.expression);
  return literal === NOT_LITERAL ? { found: false } : { found: true, value: literal };
}
