import { Fragment } from 'react';
import { callSegments } from '@/lib/reference/call-breaks';

/**
 * A call path that wraps only after a `.` or a `(` (lib/reference/call-breaks): a narrow column shows
 * `supabase.from('table').` on one line and `select()` on the next, never `sele` / `ct()`.
 */
export function CallText({ text }: { text: string }) {
  return callSegments(text).map((segment, index) => (
    // The pieces of one text never change order: the index is their identity.
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {segment}
    </Fragment>
  ));
}
