/** A code block's copy button says this while idle (components/code/copy-code-button.tsx). */
export const COPY_CODE_LABEL = 'Copy code';

/**
 * Marks a code block's copy button, so pages rendered as static HTML can wire it up
 * (lib/reference/static-widgets).
 */
export const COPY_CODE_ATTRIBUTE = 'data-copy-code';

/** The icons a copy button shows after a copy or a failure (components/icons.tsx draws them from these). */
export const CHECK_ICON_PATH = 'M20 6 9 17l-5-5';
export const X_ICON_PATH = 'M18 6 6 18M6 6l12 12';

/**
 * The text a copy button copies: the rendered <code> of the code block (the <figure>) it sits in, so the
 * clipboard gets exactly what the reader sees, line breaks included and no added indentation.
 */
export function codeTextFor(button: Element): string {
  return button.closest('figure')?.querySelector('pre code')?.textContent ?? '';
}
