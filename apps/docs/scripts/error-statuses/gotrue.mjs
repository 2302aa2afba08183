// Every place GoTrue (supabase/auth) raises an `ErrorCode`, with the HTTP status of that place, read from its Go
// source: the error constructors of internal/api/apierrors, `HTTPError{…}` literals and the fields set on an
// `HTTPError` value. Each site also names its Go function and, where that function is a route handler, the
// routes that reach it.
import { callArguments, enclosingFunction, functionsOf, lineOf, statusOf } from './go-source.mjs';

const APIERRORS = 'internal/api/apierrors/apierrors.go';
const ERROR_CODES = 'internal/api/apierrors/errorcode.go';
const ROUTER = 'internal/api/api.go';

/**
 * @typedef {{ file: string, line: number, status: number, via: string, function: string | null, endpoints: string[], message: string | null }} ErrorSite
 * @typedef {{ file: string, line: number, expression: string, reason: string }} UnresolvedSite
 */

/**
 * `ErrorCodeX ErrorCode = "x"` declarations: constant name → code.
 * @param {string} text
 */
export function errorCodeConstants(text) {
  return new Map(
    [...text.matchAll(/^\s*(ErrorCode\w+)\s+ErrorCode\s*=\s*"([^"]+)"/gm)].map((match) => [
      match[1] ?? '',
      match[2] ?? '',
    ]),
  );
}

/**
 * The constructors of apierrors.go that build an HTTPError: name → the status they set, and the code they set
 * when they take none as a parameter.
 * @param {string} text
 * @param {Map<string, string>} codes
 * @returns {Map<string, { status: number | null, code: string | null }>}
 */
export function errorConstructors(text, codes) {
  const found = new Map();
  for (const match of text.matchAll(
    /^func\s+(New\w+Error)\s*\(([^)]*)\)\s*\*HTTPError\s*\{\s*return\s+NewHTTPError\(/gm,
  )) {
    const open = (match.index ?? 0) + match[0].length - 1;
    const [status = '', code = ''] = callArguments(text, open).args;
    found.set(match[1], { status: statusOf(status), code: codes.get(code) ?? null });
  }
  return found;
}

/**
 * Route handler name → the routes (`POST /factors`) that call it, read from the router's nested `Route` blocks.
 * @param {string} text
 */
export function routesOf(text) {
  /** @type {Map<string, string[]>} */
  const routes = new Map();
  /** @type {{ prefix: string, depth: number, middleware: string[] }[]} */
  const stack = [{ prefix: '', depth: 0, middleware: [] }];
  /** @type {string[]} Middleware of a `.With(api.x)` chain that goes on over the next lines. */
  let pending = [];
  let depth = 0;
  const join = (/** @type {string[]} */ parts) =>
    `/${parts
      .join('/')
      .split('/')
      .filter((part) => part !== '')
      .join('/')}`;
  // `api` is the *API the router is built on; `api.oauthServer` its *oauthserver.Server.
  const nameOf = (/** @type {string | undefined} */ server, /** @type {string | undefined} */ name) =>
    `${server ? 'Server' : 'API'}.${name ?? ''}`;
  /**
   * @param {string} name
   * @param {string} route
   */
  const add = (name, route) => routes.set(name, [...(routes.get(name) ?? []), route]);
  for (const line of text.split('\n')) {
    const code = line.replace(/\/\/.*$/, '');
    const withs = [...code.matchAll(/\bWith\(api\.(oauthServer\.)?(\w+)\)/g)].map((m) => nameOf(m[1], m[2]));
    pending = [...pending, ...withs];
    const top = stack[stack.length - 1];
    for (const use of code.matchAll(/\bUse\(api\.(oauthServer\.)?(\w+)\)/g))
      top?.middleware.push(nameOf(use[1], use[2]));
    const route = /(?:\.|^\s*)Route\("([^"]*)",\s*func\(/.exec(code);
    const prefixes = stack.map((entry) => entry.prefix);
    const scoped = stack.flatMap((entry) => entry.middleware);
    for (const method of code.matchAll(
      /(?:\.|^\s*)(Get|Post|Put|Patch|Delete)\("([^"]*)",\s*api\.(oauthServer\.)?(\w+)\)/g,
    )) {
      const path = `${(method[1] ?? '').toUpperCase()} ${join([...prefixes, method[2] ?? ''])}`;
      for (const name of [nameOf(method[3], method[4]), ...scoped, ...pending]) add(name, path);
    }
    for (const char of code.replace(/"[^"]*"/g, '')) {
      if (char === '{') depth += 1;
      if (char === '}') {
        depth -= 1;
        while (stack.length > 1 && (stack[stack.length - 1]?.depth ?? 0) > depth) stack.pop();
      }
    }
    if (route) stack.push({ prefix: route[1] ?? '', depth, middleware: pending });
    if (!code.trimEnd().endsWith('.')) pending = [];
  }
  return routes;
}

/**
 * The routes that reach a function: its own when it is a route handler, and those of the handlers that call or
 * name it (`handler = a.ResourceOwnerPasswordGrant`), through at most one function in between. Functions are
 * matched by name, so a helper that shares its name with another may gain that one's routes too.
 * @param {Map<string, string>} files
 * @param {Map<string, string[]>} routes full handler name (`API.Token`) → routes
 * @returns {(name: string) => string[]}
 */
export function endpointFinder(files, routes) {
  /** @type {{ name: string, short: string, body: string }[]} */
  const bodies = [];
  for (const text of files.values()) {
    const functions = functionsOf(text);
    functions.forEach((fn, index) => {
      const body = text.slice(fn.start, functions[index + 1]?.start);
      bodies.push({
        name: fn.name,
        short: fn.name.split('.').pop() ?? '',
        body: body.slice(body.indexOf('{')),
      });
    });
  }
  /** @param {string} name */
  const callers = (name) => {
    const short = name.split('.').pop() ?? '';
    // A method is used as `x.Name`; a plain function is called as `Name(`.
    const use = new RegExp(name.includes('.') ? `\\.${short}\\b` : `(?:^|[^\\w.])${short}\\(`);
    return bodies.filter((fn) => fn.name !== name && use.test(fn.body)).map((fn) => fn.name);
  };
  /** @type {Map<string, string[]>} */
  const cache = new Map();
  return (name) => {
    const cached = cache.get(name);
    if (cached) return cached;
    const found = new Set(routes.get(name) ?? []);
    let frontier = found.size > 0 ? [] : [name];
    const seen = new Set(frontier);
    for (let depth = 0; depth < 2 && frontier.length > 0; depth += 1) {
      const next = [];
      for (const caller of frontier.flatMap(callers)) {
        if (seen.has(caller)) continue;
        seen.add(caller);
        const reached = routes.get(caller);
        if (reached) for (const route of reached) found.add(route);
        else next.push(caller);
      }
      frontier = next;
    }
    const unique = [...found].sort();
    cache.set(name, unique);
    return unique;
  };
}

/**
 * The codes a local identifier can hold in the function text before `offset`: `x := apierrors.ErrorCodeY`.
 * @param {string} text
 * @param {number} from
 * @param {number} offset
 * @param {string} identifier
 * @param {Map<string, string>} codes
 */
function assignedCodes(text, from, offset, identifier, codes) {
  const body = text.slice(from, offset);
  const pattern = new RegExp(`\\b${identifier}\\s*:?=\\s*(?:apierrors\\.)?(ErrorCode\\w+)`, 'g');
  return [...body.matchAll(pattern)]
    .map((match) => codes.get(match[1] ?? ''))
    .filter((code) => code !== undefined);
}

/**
 * The text of a message argument when it is a Go string literal (format verbs such as `%v` kept), else null.
 * @param {string | undefined} expression
 */
function messageOf(expression) {
  const literal = /^"((?:[^"\\]|\\.)*)"$/.exec(expression ?? '');
  return literal ? (literal[1] ?? '').replace(/\\(.)/g, '$1') : null;
}

/**
 * The code of an ErrorCode expression: constant(s), or an identifier assigned constants earlier in its function.
 * @param {string} expression
 * @param {{ text: string, from: number, offset: number, codes: Map<string, string> }} at
 * @returns {string[]}
 */
function codesOf(expression, at) {
  const constant = /^(?:apierrors\.)?(ErrorCode\w+)$/.exec(expression);
  if (constant) {
    const code = at.codes.get(constant[1] ?? '');
    return code ? [code] : [];
  }
  if (/^\w+$/.test(expression)) return assignedCodes(at.text, at.from, at.offset, expression, at.codes);
  return [];
}

/**
 * Every error site of GoTrue's Go files (path → text; tests left out by the caller).
 * @param {Map<string, string>} files
 * @returns {{ codes: Record<string, ErrorSite[]>, unresolved: UnresolvedSite[], declared: string[] }}
 */
export function gotrueErrorSites(files) {
  const codeText = files.get(ERROR_CODES);
  const constructorText = files.get(APIERRORS);
  const routerText = files.get(ROUTER);
  if (!codeText || !constructorText || !routerText) {
    throw new Error(`expected ${ERROR_CODES}, ${APIERRORS} and ${ROUTER} in the source`);
  }
  const codes = errorCodeConstants(codeText);
  const constructors = errorConstructors(constructorText, codes);
  const routes = routesOf(routerText);
  const endpointsOf = endpointFinder(files, routes);
  /** @type {Record<string, ErrorSite[]>} */
  const sites = {};
  /** @type {UnresolvedSite[]} */
  const unresolved = [];
  const calls = new RegExp(
    `\\b(?:apierrors\\.)?(NewHTTPError|${[...constructors.keys()].join('|')})\\s*\\(`,
    'g',
  );

  for (const [file, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    if (file === APIERRORS) continue;
    const functions = functionsOf(text);
    /**
     * @param {number} offset
     * @param {string} via
     * @param {string} statusExpression
     * @param {string} codeExpression
     * @param {number | null} fixedStatus
     * @param {string | undefined} messageExpression
     */
    const record = (offset, via, statusExpression, codeExpression, fixedStatus, messageExpression) => {
      const fn = enclosingFunction(functions, offset);
      const line = lineOf(text, offset);
      const status = fixedStatus ?? statusOf(statusExpression);
      const found = codesOf(codeExpression, { text, from: fn?.start ?? 0, offset, codes });
      if (status === null || found.length === 0) {
        unresolved.push({
          file,
          line,
          expression: `${via}(${statusExpression ? `${statusExpression}, ` : ''}${codeExpression})`,
          reason: status === null ? 'the status is not a constant' : 'the code is not a constant',
        });
        return;
      }
      const name = fn?.name ?? null;
      const endpoints = name ? endpointsOf(name) : [];
      for (const code of found) {
        const list = sites[code] ?? [];
        list.push({
          file,
          line,
          status,
          via,
          function: name,
          endpoints,
          message: messageOf(messageExpression),
        });
        sites[code] = list;
      }
    };

    for (const match of text.matchAll(calls)) {
      const offset = match.index ?? 0;
      if (/^func\s+$/.test(text.slice(Math.max(0, offset - 5), offset))) continue;
      const via = match[1] ?? '';
      const { args } = callArguments(text, offset + match[0].length - 1);
      if (via === 'NewHTTPError') {
        record(offset, via, args[0] ?? '', args[1] ?? '', null, args[2]);
        continue;
      }
      const made = constructors.get(via);
      if (!made) continue;
      if (made.code) {
        // A constructor with a fixed code (NewInternalServerError, NewConflictError).
        const fixed = [...codes].find(([, code]) => code === made.code)?.[0] ?? '';
        record(offset, via, '', fixed, made.status, args[0]);
      } else record(offset, via, '', args[0] ?? '', made.status, args[1]);
    }

    for (const match of text.matchAll(/\bHTTPError\s*\{/g)) {
      const offset = match.index ?? 0;
      const { args } = callArguments(text, offset + match[0].length - 1);
      const field = (/** @type {string} */ name) =>
        args
          .find((arg) => arg.startsWith(`${name}:`))
          ?.slice(name.length + 1)
          .trim();
      const status = field('HTTPStatus');
      const code = field('ErrorCode');
      if (status && code) record(offset, 'HTTPError{}', status, code, null, field('Message'));
    }

    // `x.HTTPStatus = …` and `x.ErrorCode = …` set on one value in one function (the weak-password answer).
    for (const match of text.matchAll(/\b(\w+)\.ErrorCode\s*=\s*(apierrors\.ErrorCode\w+)/g)) {
      const offset = match.index ?? 0;
      const fn = enclosingFunction(functions, offset);
      const body = text.slice(fn?.start ?? 0, offset);
      const status = [
        ...body.matchAll(new RegExp(`\\b${match[1]}\\.HTTPStatus\\s*=\\s*([\\w.]+)`, 'g')),
      ].pop();
      if (status) record(offset, 'HTTPError fields', status[1] ?? '', match[2] ?? '', null, undefined);
    }
  }

  for (const list of Object.values(sites))
    list.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  const ordered = Object.fromEntries(Object.entries(sites).sort(([a], [b]) => a.localeCompare(b)));
  return { codes: ordered, unresolved, declared: [...codes.values()] };
}
