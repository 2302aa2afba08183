import { formatDialect, postgresql } from 'sql-formatter';

/**
 * Spec §2/§9: PostgreSQL dialect, lower-case keywords, two-space indentation (the editor's tab size).
 * `formatDialect` with one dialect keeps the other dialects' grammars out of the bundle.
 */
const OPTIONS = { dialect: postgresql, keywordCase: 'lower', tabWidth: 2 } as const;

/**
 * Formats SQL for the editor, or returns `undefined` when it should be left alone: sql-formatter cannot
 * tokenize it (half-typed text often can't be), or the result would differ from the input in anything
 * other than whitespace and letter case, which would lose something the reader typed.
 */
export function formatSql(sql: string): string | undefined {
  let formatted: string;
  try {
    formatted = formatDialect(sql, OPTIONS);
  } catch {
    return undefined;
  }
  return sameTokens(sql, formatted) ? formatted : undefined;
}

/** Compares two SQL texts ignoring whitespace and case, the only things formatting may change. */
function sameTokens(a: string, b: string): boolean {
  const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase();
  return squash(a) === squash(b);
}

export type TextChange = { from: number; to: number; insert: string };

/**
 * The smallest single replacement that turns `before` into `after` (common prefix and suffix kept), so the
 * editor's cursor and scroll position survive formatting when they are outside the changed part.
 */
export function minimalChange(before: string, after: string): TextChange | undefined {
  if (before === after) return undefined;
  let start = 0;
  const shortest = Math.min(before.length, after.length);
  while (start < shortest && before[start] === after[start]) start++;
  let end = 0;
  while (end < shortest - start && before[before.length - 1 - end] === after[after.length - 1 - end]) {
    end++;
  }
  return { from: start, to: before.length - end, insert: after.slice(start, after.length - end) };
}
