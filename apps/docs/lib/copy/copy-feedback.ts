/** `idle` = ready to copy; `copied` / `failed` = the outcome of the last attempt, shown for a while. */
export type CopyStatus = 'idle' | 'copied' | 'failed';

/** How long each kind of copy button shows its result before it reads its idle label again. */
export const COPY_FEEDBACK_MS = {
  /** A copy field shows "Copied" for 3 seconds (the generators' token box is one too). */
  field: 3_000,
  /** The API-settings widget confirms for 1 second; the translator's outputs do the same. */
  widget: 1_000,
  /** Code blocks and "Copy page as Markdown": this site's choice, not a product rule like the two above. */
  code: 2_000,
} as const;

/** The one label table: the result names every copy button shows. */
const RESULT_LABELS = { copied: 'Copied', failed: 'Failed to copy' } as const;

/** A copy button's name for `status`; `idle` is the button's own label ("Copy", "Copy code", "Copy HTTP"). */
export function copyLabel(status: CopyStatus, idle = 'Copy'): string {
  return status === 'idle' ? idle : RESULT_LABELS[status];
}

/** What the status region next to a copy button announces: the result once, nothing while idle. */
export function copyAnnouncement(status: CopyStatus): string {
  return status === 'idle' ? '' : RESULT_LABELS[status];
}
