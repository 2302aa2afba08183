import { WithWrapPoints } from '@/components/ui/wrap-points';
import { callSegments } from '@/lib/reference/call-breaks';

/**
 * A call path that wraps only after a `.` or a `(` (lib/reference/call-breaks): a narrow column shows
 * `supabase.from('table').` on one line and `select()` on the next, never `sele` / `ct()`.
 */
export function CallText({ text }: { text: string }) {
  return <WithWrapPoints pieces={callSegments(text)} />;
}
