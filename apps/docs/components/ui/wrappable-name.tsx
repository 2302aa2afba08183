import { Fragment } from 'react';
import { codeBreakPieces } from '@/lib/mdx/code-break-points';

/**
 * A long identifier (`null_value_eliminated_in_set_function`) that may wrap after its `_`, `.`, `/` and `-`, as
 * the guides' inline code does: in a table on a phone it would otherwise set its column's width.
 */
export function WrappableName({ name }: { name: string }) {
  return codeBreakPieces(name).map((piece, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {piece}
    </Fragment>
  ));
}
