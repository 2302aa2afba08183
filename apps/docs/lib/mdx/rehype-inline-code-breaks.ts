import { codeBreakPieces } from './code-break-points';

/*
 * A rehype step: inline code (`code` outside `pre`) gets a <wbr> at each of its break points, so a long name
 * or path wraps at a natural point on a phone instead of mid-word or pushing the page sideways.
 */

type Node = { type: string; tagName?: string; value?: string; children?: Node[] };

function withBreaks(code: Node): void {
  code.children = code.children?.flatMap((child): Node[] => {
    if (child.type !== 'text' || child.value === undefined) return [child];
    return codeBreakPieces(child.value).flatMap((piece, index) =>
      index === 0
        ? [{ type: 'text', value: piece }]
        : [
            { type: 'element', tagName: 'wbr', children: [] },
            { type: 'text', value: piece },
          ],
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
