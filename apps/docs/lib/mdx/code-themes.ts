/**
 * Shiki themes for every code block, at build time. The high-contrast variants keep every token at WCAG AA
 * on our code background (axe checks it). Both themes are emitted as CSS variables (no default colour), and
 * app/globals.css picks one by the `.dark` class.
 */
export const codeThemes = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } as const;
