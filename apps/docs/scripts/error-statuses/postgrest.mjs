// The HTTP status of each PGRST code, read from PostgREST's src/PostgREST/Error.hs: `buildErrorCode` names the
// code of each `ErrorCode` errorType, a `toJSON` clause names the `ErrorCode` each error errorType prints, and
// a `status` (or `pgErrorStatus`) clause names that error constructor's status.
import { lineOf } from './go-source.mjs';

/**
 * @typedef {{ status: number, constructor: string, line: number }} PgrstStatus
 */

/**
 * The constructors a Haskell pattern names, outermost first and without their module:
 * `(SQL.SessionUsageError (SQL.QueryError _ _ (SQL.ClientError _)))` → SessionUsageError, QueryError, ClientError.
 * @param {string} pattern
 */
function constructorsOf(pattern) {
  return [...pattern.matchAll(/\b(?:[A-Z]\w*\.)*([A-Z]\w*)/g)].map((match) => match[1] ?? '');
}

/**
 * @param {string} text the source of Error.hs
 * @returns {{ codes: Record<string, PgrstStatus>, unresolved: string[] }}
 */
export function postgrestStatuses(text) {
  /** @type {Map<string, string>} ErrorCode errorType → PGRST code */
  const codeNames = new Map(
    [...text.matchAll(/^\s*(\w+ErrorCode\d+)\s*->\s*"(PGRST\w+)"/gm)].map((match) => [
      match[1] ?? '',
      match[2] ?? '',
    ]),
  );

  /** @type {Map<string, string>} error errorType → ErrorCode errorType */
  const printed = new Map();
  const clauses = [...text.matchAll(/^ {2}toJSON\s+(.+?)\s*=/gm)];
  clauses.forEach((clause, index) => {
    const end = clauses[index + 1]?.index ?? text.length;
    const body = text.slice((clause.index ?? 0) + clause[0].length, end);
    const code = /\b(\w+ErrorCode\d+)\b/.exec(body)?.[1];
    // `toJSON (QueryParamError (QPError m d))` prints the code of its outermost constructor.
    const errorType = constructorsOf(clause[1] ?? '')[0];
    if (code && errorType && !printed.has(errorType)) printed.set(errorType, code);
  });

  /** @type {Map<string, { status: number, line: number }>} error errorType → status */
  const statuses = new Map();
  for (const match of text.matchAll(/^(?: {2}status|pgErrorStatus\s+\w+)\s+(.+?)[ \t]*=[ \t]*(.*)$/gm)) {
    // A nested `pgErrorStatus` pattern is about its innermost constructor.
    const errorType = constructorsOf(match[1] ?? '').pop();
    if (!errorType || statuses.has(errorType)) continue;
    const offset = match.index ?? 0;
    const direct = /^HTTP\.(?:status|\w+?)(\d{3})\b/.exec(match[2] ?? '');
    if (direct) {
      statuses.set(errorType, { status: Number(direct[1]), line: lineOf(text, offset) });
      continue;
    }
    // `= case x of` whose first alternative matches a server error and whose `_ ->` alternative, at the same
    // indentation, answers every other result: that one is the status of a result error with no SQLSTATE.
    const rest = text.slice(offset + match[0].length);
    const first = /^\s*case\b.*\bof\s*\n(\s+)\S/.exec(rest);
    if (!first) continue;
    const indent = first[1] ?? '';
    const fallback = new RegExp(`\\n${indent}_\\s*->\\s*HTTP\\.status(\\d{3})`).exec(rest);
    if (fallback) {
      statuses.set(errorType, {
        status: Number(fallback[1]),
        line: lineOf(text, offset + match[0].length + (fallback.index ?? 0) + 1),
      });
    }
  }

  /** @type {Record<string, PgrstStatus>} */
  const codes = {};
  const unresolved = [];
  for (const [errorCode, code] of codeNames) {
    const errorType = [...printed].find(([, printedCode]) => printedCode === errorCode)?.[0];
    const status = errorType ? statuses.get(errorType) : undefined;
    if (errorType && status)
      codes[code] = { status: status.status, constructor: errorType, line: status.line };
    else unresolved.push(code);
  }
  return { codes, unresolved };
}
