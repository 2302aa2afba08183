// Reads Go source as text, enough to find GoTrue's error call sites: balanced argument lists that skip string
// literals and comments, the enclosing function of an offset, and the 1-based line of an offset.

/**
 * The index just past a Go string or rune literal, or a comment, that starts at `at`; `at` itself when none does.
 * @param {string} text
 * @param {number} at
 */
export function skipLiteral(text, at) {
  const char = text[at];
  if (char === '/' && text[at + 1] === '/') {
    const end = text.indexOf('\n', at);
    return end === -1 ? text.length : end;
  }
  if (char === '/' && text[at + 1] === '*') {
    const end = text.indexOf('*/', at + 2);
    return end === -1 ? text.length : end + 2;
  }
  if (char === '`') {
    const end = text.indexOf('`', at + 1);
    return end === -1 ? text.length : end + 1;
  }
  if (char === '"' || char === "'") {
    let index = at + 1;
    while (index < text.length && text[index] !== char) index += text[index] === '\\' ? 2 : 1;
    return index + 1;
  }
  return at;
}

/**
 * The top-level, comma-separated arguments of the call whose `(` (or a struct literal's `{`) is at `open`, trimmed,
 * and the index just past the closing bracket.
 * @param {string} text
 * @param {number} open
 * @returns {{ args: string[], end: number }}
 */
export function callArguments(text, open) {
  const closing = /** @type {Record<string, string>} */ ({ '(': ')', '{': '}', '[': ']' });
  const stack = [];
  const args = [];
  let start = open + 1;
  let index = open;
  while (index < text.length) {
    const skipped = skipLiteral(text, index);
    if (skipped !== index) {
      index = skipped;
      continue;
    }
    const char = text[index] ?? '';
    if (closing[char]) stack.push(closing[char]);
    else if (char === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) {
        args.push(text.slice(start, index).trim());
        return {
          args: args.filter((arg, position) => arg !== '' || position < args.length - 1),
          end: index + 1,
        };
      }
    } else if (char === ',' && stack.length === 1) {
      args.push(text.slice(start, index).trim());
      start = index + 1;
    }
    index += 1;
  }
  throw new Error(`unbalanced brackets from offset ${open}`);
}

/**
 * The top-level Go functions of a file: their name (`Receiver.Name` for methods) and where their text starts.
 * @param {string} text
 * @returns {{ name: string, start: number }[]}
 */
export function functionsOf(text) {
  return [...text.matchAll(/^func\s+(?:\(\s*\w+\s+\*?(\w+)(?:\[[^\]]*\])?\s*\)\s*)?(\w+)/gm)].map(
    (match) => ({
      name: match[1] ? `${match[1]}.${match[2]}` : (match[2] ?? ''),
      start: match.index ?? 0,
    }),
  );
}

/**
 * The function whose text holds `offset`, or null outside every function.
 * @param {{ name: string, start: number }[]} functions
 * @param {number} offset
 */
export function enclosingFunction(functions, offset) {
  let found = null;
  for (const fn of functions) if (fn.start <= offset) found = fn;
  return found;
}

/**
 * @param {string} text
 * @param {number} offset
 */
export function lineOf(text, offset) {
  let line = 1;
  for (let index = 0; index < offset; index += 1) if (text.charCodeAt(index) === 10) line += 1;
  return line;
}

/**
 * Go's net/http status constants that GoTrue's error code paths name. An unknown name stops the extraction, so a
 * new one is added here rather than guessed.
 */
export const GO_HTTP_STATUSES = /** @type {Record<string, number>} */ ({
  StatusBadRequest: 400,
  StatusUnauthorized: 401,
  StatusPaymentRequired: 402,
  StatusForbidden: 403,
  StatusNotFound: 404,
  StatusMethodNotAllowed: 405,
  StatusNotAcceptable: 406,
  StatusRequestTimeout: 408,
  StatusConflict: 409,
  StatusGone: 410,
  StatusPreconditionFailed: 412,
  StatusRequestEntityTooLarge: 413,
  StatusUnsupportedMediaType: 415,
  StatusUnprocessableEntity: 422,
  StatusTooManyRequests: 429,
  StatusInternalServerError: 500,
  StatusNotImplemented: 501,
  StatusBadGateway: 502,
  StatusServiceUnavailable: 503,
  StatusGatewayTimeout: 504,
});

/**
 * The number a Go status expression stands for (`http.StatusForbidden`, `403`), or null for anything else.
 * @param {string} expression
 */
export function statusOf(expression) {
  const literal = /^\d{3}$/.exec(expression);
  if (literal) return Number(literal[0]);
  const named = /^(?:http\.)?(Status\w+)$/.exec(expression);
  if (!named?.[1]) return null;
  const status = GO_HTTP_STATUSES[named[1]];
  if (status === undefined)
    throw new Error(`unknown net/http constant ${named[1]}: add it to GO_HTTP_STATUSES`);
  return status;
}
