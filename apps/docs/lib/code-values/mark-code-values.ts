import type { ShikiTransformer } from 'shiki';
import {
  CODE_VALUE_ATTRIBUTE,
  CODE_VALUES_BLOCK_ATTRIBUTE,
  type CodeValueName,
  findCodeValueTokens,
} from './tokens';

type Element = Parameters<NonNullable<ShikiTransformer['pre']>>[0];
type Child = Element['children'][number];
type Text = Extract<Child, { type: 'text' }>;

/** A run of text in a line: a bare text node, or a token span holding just that text. */
type Leaf = { text: string; make: (text: string) => Child };

function leavesOf(line: Element): Leaf[] | undefined {
  const leaves: Leaf[] = [];
  for (const child of line.children) {
    if (child.type === 'text') {
      leaves.push({ text: child.value, make: (value) => ({ type: 'text', value }) });
    } else if (
      child.type === 'element' &&
      child.children.length === 1 &&
      child.children[0]?.type === 'text'
    ) {
      const token = child;
      leaves.push({
        text: (token.children[0] as Text).value,
        make: (value) => ({
          ...token,
          properties: { ...token.properties },
          children: [{ type: 'text', value }],
        }),
      });
    } else {
      // Not Shiki's flat token shape: leave the line as it is rather than guess.
      return undefined;
    }
  }
  return leaves;
}

/** The mark around a token: the fill replaces its text with the value, shown whole (code lines never wrap). */
function markSpan(name: CodeValueName): Element {
  const property = CODE_VALUE_ATTRIBUTE.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return {
    type: 'element',
    tagName: 'span',
    properties: { [property]: name, className: ['code-value'] },
    children: [],
  };
}

/**
 * Wraps every token of the convention (tokens.ts) in one line of highlighted code in a marked span. A token
 * may be split over several of the highlighter's spans (`<`, `project-ref`, `>` in shell code); the pieces keep
 * their colours inside the mark. Returns whether anything was marked.
 */
export function markCodeValuesInLine(line: Element): boolean {
  const leaves = leavesOf(line);
  if (!leaves) return false;
  const matches = findCodeValueTokens(leaves.map((leaf) => leaf.text).join(''));
  if (matches.length === 0) return false;

  const children: Child[] = [];
  let offset = 0;
  let next = 0;
  let mark: Element | undefined;
  for (const leaf of leaves) {
    let position = 0;
    while (position < leaf.text.length) {
      const at = offset + position;
      const match = matches[next];
      if (mark && match && at >= match.end) {
        mark = undefined;
        next += 1;
        continue;
      }
      const current = matches[next];
      if (!mark && current && at >= current.start) {
        mark = markSpan(current.name);
        children.push(mark);
      }
      // Cut this leaf where the mark ends or the next one starts.
      const boundary = mark ? (current?.end ?? Infinity) : (current?.start ?? Infinity);
      const cut = Math.min(leaf.text.length, boundary - offset);
      const piece = leaf.make(leaf.text.slice(position, cut));
      (mark ? mark.children : children).push(piece);
      position = cut;
    }
    offset += leaf.text.length;
  }
  line.children = children;
  return true;
}

/**
 * A Shiki transformer for the fill convention: marks the tokens in every line and flags the <pre>, so the
 * page knows which blocks to fill and the code block frame can keep room for a scrollbar.
 */
export function transformerCodeValues(): ShikiTransformer {
  return {
    name: 'docs:code-values',
    pre(pre) {
      const code = pre.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'code',
      );
      let marked = false;
      for (const line of code?.children ?? []) {
        if (line.type === 'element' && markCodeValuesInLine(line)) marked = true;
      }
      if (marked) {
        const property = CODE_VALUES_BLOCK_ATTRIBUTE.replace(/-([a-z])/g, (_, letter: string) =>
          letter.toUpperCase(),
        );
        pre.properties[property] = 'true';
      }
    },
  };
}
