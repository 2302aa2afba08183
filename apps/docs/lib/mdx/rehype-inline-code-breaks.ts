import { codeBreakPieces } from './code-break-points';
import type { HastNode as Node } from './hast-node';

/*
 * A rehype step: inline code (`code` outside `pre`) gets a <wbr> at each of its break points, so a long name
 * or path wraps at a natural point on a phone instead of mid-word or pushing the page sideways. The spaces of
 * short code become no-break spaces, so `npm run dev` or `prerender = false` never splits over two lines
 * (browsers copy them as plain spaces); longer code keeps its spaces as break points, better than mid-word.
 */

/** Inline code shorter than this is kept whole at its spaces: about a line of a 390px phone (14px code). */
const UNBROKEN_MAX_LENGTH = 40;

/** Arrows a browser would otherwise break after their `-` or `=` (`details-` / `>runtime`). */
const ARROW = /(<->|<=>|->>|->|=>)/;

/** `piece` as text, each arrow in an unbreakable span (its text, and so what is copied, unchanged). */
function withWholeArrows(piece: string): Node[] {
  const parts = piece.split(ARROW).filter((part) => part !== '');
  return parts.map(
    (part): Node =>
      ARROW.test(part) && parts.length > 1
        ? {
            type: 'element',
            tagName: 'span',
            properties: { style: 'white-space:nowrap' },
            children: [{ type: 'text', value: part }],
          }
        : { type: 'text', value: part },
  );
}

function withBreaks(code: Node): void {
  const length = (code.children ?? []).reduce((sum, child) => sum + (child.value?.length ?? 0), 0);
  code.children = code.children?.flatMap((child): Node[] => {
    if (child.type !== 'text' || child.value === undefined) return [child];
    const text = length < UNBROKEN_MAX_LENGTH ? child.value.replace(/ /g, '\u00a0') : child.value;
    return codeBreakPieces(text).flatMap((piece, index) =>
      index === 0
        ? withWholeArrows(piece)
        : [{ type: 'element', tagName: 'wbr', children: [] }, ...withWholeArrows(piece)],
    );
  });
}

function visit(node: Node): void {
  for (const child of node.children ?? []) {
    if (child.type === 'element' && child.tagName === 'pre') continue;
    if (child.type === 'element' && child.tagName === 'code') withBreaks(child);
    else visit(child);
  }
}

export function rehypeInlineCodeBreaks() {
  return (tree: Node) => visit(tree);
}
