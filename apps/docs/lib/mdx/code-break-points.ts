/*
 * Where inline code may wrap: after a `/`, `.`, `_` or `-` (and after `(`, `,` and `=`) that follows a letter or
 * digit, never inside a word nor after a leading `--` or `/`, nor inside an arrow: `details->runtime` never shows
 * as `details-` / `>runtime`, which reads as a minus and a comparison.
 * `NEXT_PUBLIC_SUPABASE_URL` may wrap as `NEXT_PUBLIC_` / `SUPABASE_URL`, never as `PUBLI` / `C_SUPABASE_URL`.
 * The page marks these points with <wbr>, which adds nothing to copied or indexed text.
 */

/** Code shorter than this never needs a break point: it fits on any line a phone shows. */
const MIN_LENGTH = 16;
const BREAK_AFTER = /(?<=[\p{L}\p{N}][/._\-(,=])(?=[^/._\-(),=>\s])/u;

/** The pieces of `code` between its break points; one piece when it is short or has none. */
export function codeBreakPieces(code: string): string[] {
  if (code.length < MIN_LENGTH) return [code];
  return code.split(BREAK_AFTER);
}
