import type {
  BlockContent,
  Blockquote,
  Code,
  InlineCode,
  Link,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  RootContent,
  Strong,
  Table,
  TableCell,
  Text,
} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/*
 * Small mdast builders for the component handlers: values from data (URLs, shared facts, flag names) go into
 * nodes, never into Markdown source, so a `|`, `*` or backtick in a value cannot break the output.
 */

type Phrasing = PhrasingContent | string;

const phrasing = (parts: Phrasing[]): PhrasingContent[] =>
  parts.map((part) => (typeof part === 'string' ? text(part) : part));

export const text = (value: string): Text => ({ type: 'text', value });

export const inlineCode = (value: string): InlineCode => ({ type: 'inlineCode', value });

export const strong = (...parts: Phrasing[]): Strong => ({ type: 'strong', children: phrasing(parts) });

export const link = (url: string, ...parts: Phrasing[]): Link => ({
  type: 'link',
  url,
  children: phrasing(parts),
});

export const paragraph = (...parts: Phrasing[]): Paragraph => ({
  type: 'paragraph',
  children: phrasing(parts),
});

export const heading = (depth: 1 | 2 | 3 | 4 | 5 | 6, ...parts: Phrasing[]): RootContent => ({
  type: 'heading',
  depth,
  children: phrasing(parts),
});

export const blockquote = (children: RootContent[]): Blockquote => ({
  type: 'blockquote',
  children: children as BlockContent[],
});

export const code = (value: string, lang?: string | null, meta?: string | null): Code => ({
  type: 'code',
  lang: lang ?? null,
  meta: meta ?? null,
  value,
});

/** A call-out (note, tip, caution…): a blockquote that opens with its type and title in bold. */
export const callout = (type: string, title: string | undefined, children: RootContent[]): Blockquote => {
  const kind = type.charAt(0).toUpperCase() + type.slice(1);
  return blockquote([paragraph(strong(title ? `${kind}: ${title}` : kind)), ...children]);
};

/** A bullet list; each item is a line of phrasing or a list of block nodes. */
export const list = (items: (Phrasing[] | RootContent[])[], ordered = false): List => ({
  type: 'list',
  ordered,
  spread: false,
  children: items.map(
    (item): ListItem => ({
      type: 'listItem',
      spread: false,
      children: isBlocks(item) ? (item as BlockContent[]) : [paragraph(...(item as Phrasing[]))],
    }),
  ),
});

const BLOCK_TYPES = new Set(['paragraph', 'list', 'code', 'blockquote', 'heading', 'table']);
function isBlocks(item: (Phrasing | RootContent)[]): boolean {
  return item.length > 0 && item.every((node) => typeof node !== 'string' && BLOCK_TYPES.has(node.type));
}

/** A GFM table: a header row and body rows, each cell a string or phrasing nodes. */
export const table = (headers: (Phrasing | Phrasing[])[], rows: (Phrasing | Phrasing[])[][]): Table => {
  const cell = (value: Phrasing | Phrasing[]): TableCell => ({
    type: 'tableCell',
    children: phrasing(Array.isArray(value) ? value : [value]),
  });
  return {
    type: 'table',
    align: headers.map(() => null),
    children: [headers, ...rows].map((row) => ({ type: 'tableRow', children: row.map(cell) })),
  };
};

const markdownParser = unified().use(remarkParse).use(remarkGfm);

/**
 * Block nodes from a snippet of plain Markdown (no MDX), for handlers whose output is mostly fixed prose.
 * Interpolate only values that cannot carry Markdown syntax (numbers, URLs without spaces); build anything
 * else with the builders above.
 */
export function markdownBlocks(source: string): RootContent[] {
  return markdownParser.parse(source).children;
}
