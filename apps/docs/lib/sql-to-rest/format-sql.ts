import { formatDialect, postgresql } from 'sql-formatter';

/**
 * PostgreSQL dialect, lower-case keywords, two-space indentation (the editor's tab size).
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

// The editor applies changes on the main thread without loading the formatter (which runs in the worker).
export { minimalChange } from './minimal-change';
