import type { TokenKind } from '@/lib/sql-to-rest/tokens';

/*
 * Code colours of the widget, as CSS variables set on its root for the light and the dark theme, so the
 * editor and the outputs follow the site's `.dark` class without any JavaScript. Every colour has at least
 * 4.5:1 contrast against the code background of its theme (#f8f8f8 light, #171717 dark).
 */
export const CODE_COLOR_VARIABLES = [
  '[--s2r-keyword:#6f42c1] dark:[--s2r-keyword:#d2a8ff]',
  '[--s2r-string:#116329] dark:[--s2r-string:#7ee787]',
  '[--s2r-number:#953800] dark:[--s2r-number:#ffa657]',
  '[--s2r-function:#0550ae] dark:[--s2r-function:#79c0ff]',
  '[--s2r-property:#0a3069] dark:[--s2r-property:#a5d6ff]',
  '[--s2r-comment:#57606a] dark:[--s2r-comment:#9198a1]',
  '[--s2r-flag:#b3261e] dark:[--s2r-flag:#ff7b72]',
].join(' ');

/** Tailwind classes for each token kind of the highlighted outputs. */
export const TOKEN_CLASS: Record<TokenKind, string | undefined> = {
  plain: undefined,
  keyword: 'text-(--s2r-keyword)',
  string: 'text-(--s2r-string)',
  number: 'text-(--s2r-number)',
  function: 'text-(--s2r-function)',
  property: 'text-(--s2r-property)',
  comment: 'text-(--s2r-comment)',
  punctuation: 'text-(--s2r-comment)',
  flag: 'text-(--s2r-flag)',
};
