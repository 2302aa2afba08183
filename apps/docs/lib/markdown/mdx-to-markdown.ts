import type { Code, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { closestName } from '@/lib/page-check/closest-name';
import { text } from './nodes';

/*
 * MDX source → plain Markdown, for the Markdown twin of each guide. The MDX is parsed (remark-mdx), every JSX
 * element is replaced by what its handler returns (lib/markdown/component-handlers.ts), expressions are
 * evaluated when they are plain literals, and the tree is printed back as GFM. Anything without a handler
 * fails the build with the page, the line and the file to add one to, so no JSX reaches a reader.
 */

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

export class MarkdownTwinError extends Error {
  override name = 'MarkdownTwinError';
}

const HANDLERS_FILE = 'apps/docs/lib/markdown/component-handlers.ts';

/** What a handler gets: the element's attributes and children, already converted on request. */
export interface HandlerContext {
  /** The component's name, e.g. "Admonition". */
  name: string;
  /** "flow" for a component on lines of its own, "text" inside a paragraph (return phrasing nodes then). */
  kind: 'flow' | 'text';
  /** The absolute URL of the page being converted. */
  pageUrl: string;
  /** A string attribute (`label="…"`), or a literal expression attribute turned into a string. */
  attr(name: string): string | undefined;
  /** Like `attr`, but a missing value fails the build. */
  requireAttr(name: string): string;
  /** True when the attribute is present (`closable` with no value counts). */
  has(name: string): boolean;
  /** The value of an expression attribute made of literals (`requirements={["a", "b"]}`). */
  literal(name: string): unknown;
  /** The children converted to Markdown nodes. */
  children(): RootContent[];
  /** The JSX children, each as its own context (for containers such as <Tabs> that read their panels). */
  elements(): HandlerContext[];
  /** A site-relative or page-relative URL made absolute. */
  absoluteUrl(url: string): string;
  /** Fails the build with the page and line in the message. */
  fail(message: string): never;
}

export type ComponentHandler = (context: HandlerContext) => RootContent[];

export interface ConvertOptions {
  /** The source file, for error messages (e.g. "content/guides/auth/index.mdx"). */
  file: string;
  /** The page's absolute URL; links are made absolute against it. */
  pageUrl: string;
  handlers: Readonly<Record<string, ComponentHandler>>;
}

type EstreeNode = { type: string; [key: string]: unknown };

const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);
// No MDX extension when printing: a JSX node that slipped through would make the printer throw.
const printer = unified()
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', fences: true, listItemIndent: 'one', rule: '-', emphasis: '_' });

const FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n/;

/** The value of an estree expression made only of literals; `undefined` for anything else. */
export function evaluateLiteral(node: EstreeNode | undefined | null): unknown {
  if (!node) return undefined;
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[];
      return (node.expressions as unknown[]).length === 0
        ? quasis.map((q) => q.value.cooked).join('')
        : undefined;
    }
    case 'ArrayExpression':
      return (node.elements as EstreeNode[]).map((element) => evaluateLiteral(element));
    case 'ObjectExpression':
      return Object.fromEntries(
        (node.properties as EstreeNode[]).map((property) => {
          const key = property.key as EstreeNode;
          return [
            key.type === 'Identifier' ? key.name : key.value,
            evaluateLiteral(property.value as EstreeNode),
          ];
        }),
      );
    case 'UnaryExpression': {
      const value = evaluateLiteral(node.argument as EstreeNode);
      return node.operator === '-' && typeof value === 'number' ? -value : undefined;
    }
    default:
      return undefined;
  }
}

/** The expression inside `{…}` (a text/flow expression or an attribute value), from the estree remark-mdx keeps. */
function expressionOf(data: unknown): EstreeNode | undefined {
  const program = (data as { estree?: { body?: EstreeNode[] } } | undefined)?.estree;
  const statement = program?.body?.[0];
  return statement?.type === 'ExpressionStatement' ? (statement.expression as EstreeNode) : undefined;
}

/** Keeps `title="…"` from a fence's meta; line highlights and test markers mean nothing to a reader. */
function cleanCodeMeta(meta: string | null | undefined): string | null {
  const title = meta?.match(/title="([^"]*)"/)?.[0];
  return title ?? null;
}

/** Adjacent lists (one per card, say) become one list, instead of lists the printer must keep apart. */
function mergeLists(nodes: RootContent[]): RootContent[] {
  const merged: RootContent[] = [];
  for (const node of nodes) {
    const last = merged.at(-1);
    if (node.type === 'list' && last?.type === 'list' && last.ordered === node.ordered) {
      last.children.push(...node.children);
    } else {
      merged.push(node);
    }
  }
  return merged;
}

/** Converts a parsed MDX tree in place of its JSX; returns the Markdown root. */
export function convertMdxTree(tree: Root, options: ConvertOptions): Root {
  // `path:line:column`, counted in the .mdx as the writer sees it (parseMdx keeps the front matter's lines).
  const where = (node: { position?: { start: { line: number; column: number } } }) =>
    node.position
      ? `${options.file}:${node.position.start.line}:${node.position.start.column}`
      : options.file;
  const absoluteUrl = (url: string) =>
    /^[a-z][a-z\d+.-]*:/i.test(url) ? url : new URL(url, options.pageUrl).href;

  const contextFor = (element: JsxElement): HandlerContext => {
    const name = element.name ?? '';
    const attributes = new Map<string, unknown>();
    for (const attribute of element.attributes) {
      if (attribute.type !== 'mdxJsxAttribute') continue;
      const value = attribute.value;
      if (value === null || value === undefined) attributes.set(attribute.name, true);
      else if (typeof value === 'string') attributes.set(attribute.name, value);
      else attributes.set(attribute.name, evaluateLiteral(expressionOf(value.data)));
    }
    const fail = (message: string): never => {
      throw new MarkdownTwinError(`${where(element)}: <${name}>: ${message}`);
    };
    const context: HandlerContext = {
      name,
      kind: element.type === 'mdxJsxFlowElement' ? 'flow' : 'text',
      pageUrl: options.pageUrl,
      attr: (key) => {
        const value = attributes.get(key);
        return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
      },
      requireAttr: (key) => context.attr(key) ?? fail(`needs a "${key}" attribute written as a string`),
      has: (key) => attributes.has(key),
      literal: (key) => attributes.get(key),
      children: () => convertChildren(element.children as RootContent[]),
      elements: () =>
        (element.children as RootContent[]).flatMap((child) =>
          child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement'
            ? [contextFor(child)]
            : child.type === 'paragraph' && child.children.every(isJsxOrBlank)
              ? (child.children as RootContent[]).filter(isJsx).map(contextFor)
              : isBlankText(child)
                ? []
                : fail(`only components may sit directly inside <${name}>, found ${child.type}`),
        ),
      absoluteUrl,
      fail,
    };
    return context;
  };

  const convertElement = (element: JsxElement): RootContent[] => {
    if (element.name === null) return convertChildren(element.children as RootContent[]); // a fragment
    const handler = Object.hasOwn(options.handlers, element.name)
      ? options.handlers[element.name]
      : undefined;
    if (!handler) {
      // A name near a known component is a typo in the page, not a component that lacks its handler.
      const near = closestName(element.name, Object.keys(options.handlers));
      throw new MarkdownTwinError(
        near
          ? `${where(element)}: unknown component <${element.name}>: did you mean <${near}>?`
          : `${where(element)}: no Markdown handler for the component <${element.name}>. ` +
              `If it is a new component, add one to componentHandlers in ${HANDLERS_FILE} (what the component shows, as Markdown).`,
      );
    }
    return handler(contextFor(element));
  };

  const convertNode = (node: RootContent): RootContent[] => {
    switch (node.type) {
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return convertElement(node);
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        const value = evaluateLiteral(expressionOf(node.data));
        if (typeof value === 'string' || typeof value === 'number') {
          return node.type === 'mdxTextExpression' ? [text(String(value))] : [];
        }
        throw new MarkdownTwinError(
          `${where(node)}: the expression {${node.value}} is not a plain literal, so it has no Markdown form`,
        );
      }
      case 'mdxjsEsm':
        throw new MarkdownTwinError(
          `${where(node)}: import/export statements are not allowed in guides (components come from mdx-components.tsx)`,
        );
      case 'html':
        throw new MarkdownTwinError(`${where(node)}: raw HTML has no Markdown twin`);
      case 'code':
        return [{ ...node, meta: cleanCodeMeta(node.meta) } satisfies Code];
      case 'link':
      case 'definition':
      case 'image':
        node.url = absoluteUrl(node.url);
        break;
      default:
        break;
    }
    if ('children' in node) {
      (node as { children: RootContent[] }).children = convertChildren(node.children as RootContent[]);
    }
    return [node];
  };

  const convertChildren = (nodes: RootContent[]): RootContent[] => mergeLists(nodes.flatMap(convertNode));

  return { type: 'root', children: convertChildren(tree.children) };
}

const isJsx = (node: RootContent): node is JsxElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
const isBlankText = (node: RootContent) => node.type === 'text' && node.value.trim() === '';
const isJsxOrBlank = (node: RootContent) => isJsx(node) || isBlankText(node);

/**
 * Parses MDX source. The front matter is blanked, not cut (the title comes from the page's data), so every
 * position in the tree is the line the writer sees in the file.
 */
export function parseMdx(source: string): Root {
  return mdxParser.parse(source.replace(FRONTMATTER, (frontMatter) => frontMatter.replace(/[^\r\n]/g, '')));
}

/** Prints a Markdown tree as GFM text, ending in one newline. */
export function printMarkdown(tree: Root): string {
  return `${printer.stringify(tree).trimEnd()}\n`;
}

/** MDX source → Markdown body (no title), with every component turned into Markdown. */
export function mdxToMarkdown(source: string, options: ConvertOptions): string {
  return printMarkdown(convertMdxTree(parseMdx(source), options));
}
