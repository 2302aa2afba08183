/** A point in the DOM's text: a node and an offset into it (a caret position). */
export type DomCaret = { node: Node; offset: number };

type CaretDocument = Document & {
  caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
  caretRangeFromPoint?: (x: number, y: number) => Range | null;
};

/** The caret position under a point of the viewport, in browsers that can tell (all current ones). */
function caretAtPoint(x: number, y: number): DomCaret | undefined {
  const doc = document as CaretDocument;
  const position = doc.caretPositionFromPoint?.(x, y);
  if (position) return { node: position.offsetNode, offset: position.offset };
  const range = doc.caretRangeFromPoint?.(x, y);
  return range ? { node: range.startContainer, offset: range.startOffset } : undefined;
}

/**
 * How many characters of `element`'s text come before `caret`, or undefined when the caret is not inside it.
 * Lets a click on the SQL shown before the editor exists put the editor's cursor at the same character.
 */
export function textOffsetOf(element: Element, caret: DomCaret): number | undefined {
  if (!element.contains(caret.node)) return undefined;
  const range = element.ownerDocument.createRange();
  range.setStart(element, 0);
  range.setEnd(caret.node, caret.offset);
  return range.toString().length;
}

/** The text offset in `element` under a viewport point (a click), if there is one. */
export function caretOffsetAt(element: Element, x: number, y: number): number | undefined {
  const caret = caretAtPoint(x, y);
  return caret ? textOffsetOf(element, caret) : undefined;
}
