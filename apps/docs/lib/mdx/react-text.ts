import { isValidElement, type ReactNode } from 'react';

/** The plain text of a React tree built from host elements (e.g. MDX output), without markup. */
export function textOf(node: ReactNode): string {
  if (node == null || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** Texts of the `<th>` cells found under `<thead>` in a table's children, in order. */
export function tableHeaders(children: ReactNode): string[] {
  const headers: string[] = [];
  const visit = (node: ReactNode, inHead: boolean) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, inHead);
      return;
    }
    if (!isValidElement<{ children?: ReactNode }>(node)) return;
    if (inHead && node.type === 'th') {
      headers.push(textOf(node.props.children).trim());
      return;
    }
    visit(node.props.children, inHead || node.type === 'thead');
  };
  visit(children, false);
  return headers;
}
