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

/**
 * @typedef {{ prefix?: string, code?: string, dynamic?: true, statuses: { status: number, when?: string }[], line: number }} SqlStateRule
 * `prefix` or `code` selects the SQLSTATEs (neither: every other one); `dynamic` marks a status the database
 * function chooses (`PTnnn`, `RAISE SQLSTATE 'PGRST'`), which has no fixed number.
 */

/**
 * The words for a Haskell condition PostgREST chooses a status by, for a reader.
 * @param {string} condition
 */
function conditionText(condition) {
  if (/^authed$/.test(condition)) return 'with a signed-in user’s token';
  const suffix = /BS\.isSuffixOf\s+"([^"]+)"\s+m/.exec(condition);
  if (suffix) return `when the message ends with “${suffix[1]}”`;
  const prefix = /BS\.isPrefixOf\s+"([^"]+)"\s+m/.exec(condition);
  if (prefix) return `when the message starts with “${prefix[1]}”`;
  throw new Error(`no words for the condition ${condition}: add them to conditionText`);
}

/**
 * The other side of a condition's words.
 * @param {string} condition
 */
function otherwiseText(condition) {
  return /^authed$/.test(condition) ? 'without one (anonymous)' : 'for any other message';
}

/**
 * How PostgREST turns a SQLSTATE raised by the database into an HTTP status: the alternatives of the
 * `case BS.unpack c of` in `pgErrorStatus`, first match wins.
 * @param {string} text the source of Error.hs
 * @returns {SqlStateRule[]}
 */
export function sqlStateRules(text) {
  const start = /^(\s*)case BS\.unpack c of\s*$/m.exec(text);
  if (!start) throw new Error('no `case BS.unpack c of` in pgErrorStatus');
  const from = (start.index ?? 0) + start[0].length + 1;
  const lines = text.slice(from).split('\n');
  const indent = /^(\s*)/.exec(lines[0] ?? '')?.[1] ?? '';
  /** @type {{ head: string, body: string[], line: number }[]} */
  const alternatives = [];
  const firstLine = text.slice(0, from).split('\n').length;
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const lead = /^(\s*)/.exec(line)?.[1] ?? '';
    if (lead.length < indent.length) break;
    if (lead.length === indent.length)
      alternatives.push({ head: line.trim(), body: [], line: firstLine + index });
    else alternatives.at(-1)?.body.push(line.trim());
  }
  return alternatives.map(({ head, body, line }) => {
    const arrow = head.indexOf('->');
    const pattern = head.slice(0, arrow).trim();
    const rhs = [head.slice(arrow + 2), ...body]
      .map((part) => part.replace(/--.*$/, ''))
      .join(' ')
      .trim();
    /** @type {Omit<SqlStateRule, 'statuses' | 'line'>} */
    const select = /^"(\w+)"$/.test(pattern)
      ? { code: pattern.slice(1, -1) }
      : /^'(\w)':'(\w)':_$/.test(pattern)
        ? { prefix: pattern.replace(/^'(\w)':'(\w)':_$/, '$1$2') }
        : /^'(\w)':'(\w)':n$/.test(pattern)
          ? { prefix: pattern.replace(/^'(\w)':'(\w)':n$/, '$1$2'), dynamic: true }
          : {};
    const direct = /^HTTP\.status(\d{3})\b/.exec(rhs);
    const branch = /^if\s+(.+?)\s+then\s+HTTP\.status(\d{3})\b.*?\belse\s+HTTP\.status(\d{3})\b/.exec(rhs);
    if (direct) return { ...select, statuses: [{ status: Number(direct[1]) }], line };
    if (branch) {
      const condition = branch[1] ?? '';
      return {
        ...select,
        // The usual case first: a signed-in request, or any message but the special one.
        statuses: /^authed$/.test(condition)
          ? [
              { status: Number(branch[2]), when: conditionText(condition) },
              { status: Number(branch[3]), when: otherwiseText(condition) },
            ]
          : [
              { status: Number(branch[3]), when: otherwiseText(condition) },
              { status: Number(branch[2]), when: conditionText(condition) },
            ],
        line,
      };
    }
    return { ...select, dynamic: true, statuses: [], line };
  });
}

/**
 * The rule that decides a SQLSTATE's status: the first whose code or prefix matches, else the catch-all.
 * @param {SqlStateRule[]} rules
 * @param {string} sqlState
 */
export function ruleFor(rules, sqlState) {
  return rules.find(
    (rule) =>
      (rule.code !== undefined && rule.code === sqlState) ||
      (rule.prefix !== undefined && sqlState.startsWith(rule.prefix)) ||
      (rule.code === undefined && rule.prefix === undefined && !rule.dynamic),
  );
}
