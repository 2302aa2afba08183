import { Fragment } from 'react';

/**
 * Text shown as `pieces` with a wrap point (`<wbr>`) between each two: a long name or call wraps there and
 * nowhere else, and copied or indexed text is unchanged.
 */
export function WithWrapPoints({ pieces }: { pieces: readonly string[] }) {
  return pieces.map((piece, index) => (
    // The pieces of one text never change order: the index is their identity.
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {piece}
    </Fragment>
  ));
}
