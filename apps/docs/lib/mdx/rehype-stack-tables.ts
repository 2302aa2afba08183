import type { HastNode as Node } from './hast-node';

/*
 * A rehype step: a Markdown table of three or more columns stacks on a phone as the data tables do (the
 * `stack-table` rules in app/components.css): each row becomes a card and each cell a line labelled with its
 * column (`data-label`), so no column is squeezed to a word a line or scrolled out of view at 390px. The first
 * column is labelled too: in some tables it names the row, in others (a query's result) it is a value like the
 * rest, and a compile step cannot tell which. Two-column tables stay tables (a name and its text read well side
 * by side even on a phone) unless a cell holds code that cannot wrap and is too wide for half a phone's line.
 */

/** Fewer columns than this stay a table on a phone, unless their code is too wide. */
export const STACKED_MIN_COLUMNS = 3;
/**
 * Inline code with a piece this long that cannot wrap (about 200px of 14px code, more than half of a 390px phone's
 * text column) pushes a two-column table wider than the phone.
 */
export const UNBREAKABLE_CODE_MAX = 24;

const elements = (node: Node | undefined, tagName: string): Node[] =>
  (node?.children ?? []).filter((child) => child.type === 'element' && child.tagName === tagName);

const textOf = (node: Node): string =>
  node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');

/**
 * The longest piece of inline code in `node` that cannot wrap. rehype-inline-code-breaks ran first: code may wrap
 * at its <wbr> and at ordinary spaces, not at the no-break spaces that keep short code whole.
 */
function longestUnbreakableCode(node: Node): number {
  if (node.type === 'element' && node.tagName === 'code') {
    const flat = (child: Node): string =>
      child.type === 'element' && child.tagName === 'wbr'
        ? '\n'
        : child.type === 'text'
          ? (child.value ?? '')
          : (child.children ?? []).map(flat).join('');
    return Math.max(
      0,
      ...flat(node)
        .split(/[\n ]/)
        .map((piece) => piece.length),
    );
  }
  return Math.max(0, ...(node.children ?? []).map(longestUnbreakableCode));
}

function stack(table: Node): void {
  const head = elements(table, 'thead')[0];
  const headerRow = elements(head, 'tr')[0];
  const labels = headerRow ? [...elements(headerRow, 'th'), ...elements(headerRow, 'td')].map(textOf) : [];
  const tooWide = () => longestUnbreakableCode(table) >= UNBREAKABLE_CODE_MAX;
  if (labels.length < 2 || (labels.length < STACKED_MIN_COLUMNS && !tooWide())) return;
  const className = table.properties?.className;
  table.properties = {
    ...table.properties,
    className: [...(Array.isArray(className) ? className : []), 'stack-table'],
  };
  for (const row of elements(elements(table, 'tbody')[0], 'tr')) {
    elements(row, 'td').forEach((cell, column) => {
      const label = labels[column]?.trim();
      if (label) cell.properties = { ...cell.properties, dataLabel: label };
    });
  }
}

function visit(node: Node): void {
  if (node.type === 'element' && node.tagName === 'table') stack(node);
  for (const child of node.children ?? []) visit(child);
}

export function rehypeStackTables() {
  return (tree: Node) => visit(tree);
}
