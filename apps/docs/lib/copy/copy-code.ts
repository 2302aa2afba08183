import type { CopyStatus } from './use-copy-state';

/** How long a code block's copy button shows its result. */
export const CODE_COPY_FEEDBACK_MS = 2000;

/** Marks a code block's copy button, so pages rendered as static HTML can wire it up (lib/cli/static-widgets). */
export const COPY_CODE_ATTRIBUTE = 'data-copy-code';

/** The check mark shown after a copy (components/icons.tsx draws CheckIcon from it). */
export const CHECK_ICON_PATH = 'M20 6 9 17l-5-5';

/** The button's accessible name for each state. */
export function copyCodeLabel(status: CopyStatus): string {
  return status === 'copied' ? 'Copied' : status === 'failed' ? 'Failed to copy' : 'Copy code';
}

/** What the live region announces for each state (nothing while idle). */
export function copyCodeAnnouncement(status: CopyStatus): string {
  return status === 'idle' ? '' : copyCodeLabel(status);
}

/**
 * The text a copy button copies: the rendered <code> of the code block (the <figure>) it sits in, so the
 * clipboard gets exactly what the reader sees, line breaks included and no added indentation.
 */
export function codeTextFor(button: Element): string {
  return button.closest('figure')?.querySelector('pre code')?.textContent ?? '';
}
