/** A stretch of the SQL text, as indexes into it (`to` exclusive), that the editor underlines. */
export type TextRange = { from: number; to: number };

const WORD = /[\p{L}\p{N}_$]/u;

/**
 * The token to underline for a parse error the parser reported at `position`: the word, quoted text or
 * symbol that starts there. An error at the end of the text ("at end of input") or on whitespace marks
 * the last token before it instead, since there is nothing to underline at the position itself.
 * Returns undefined when the text has nothing to mark (empty or only whitespace).
 */
export function errorRange(sql: string, position: number): TextRange | undefined {
  let at = Math.min(Math.max(Math.trunc(position) || 0, 0), sql.length);
  if (at === sql.length || /\s/.test(sql[at] ?? '')) {
    // Step back to the last character of the token before the position.
    let back = at - 1;
    while (back >= 0 && /\s/.test(sql[back] ?? '')) back--;
    if (back < 0) return undefined;
    const end = back + 1;
    let start = back;
    if (WORD.test(sql[back] ?? '')) while (start > 0 && WORD.test(sql[start - 1] ?? '')) start--;
    return { from: start, to: end };
  }
  const first = sql[at] ?? '';
  let end = at + 1;
  if (WORD.test(first)) {
    while (end < sql.length && WORD.test(sql[end] ?? '')) end++;
  } else if (first === "'" || first === '"') {
    // An unterminated string or identifier runs to the end of its line.
    while (end < sql.length && sql[end] !== first && sql[end] !== '\n') end++;
    if (sql[end] === first) end++;
  }
  // The parser points at the start of a token; a position inside a word still marks the whole word.
  while (at > 0 && WORD.test(first) && WORD.test(sql[at - 1] ?? '')) at--;
  return { from: at, to: end };
}
