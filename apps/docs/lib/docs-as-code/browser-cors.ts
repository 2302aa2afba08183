/*
 * The checks a browser makes before it hands a cross-origin answer to a page (the Fetch standard's CORS
 * preflight and CORS check, for requests without credentials, as supabase-js sends them), as a `fetch` for
 * supabase-js that calls a function's handler in-process. A refused request fails as the browser's does, with a
 * TypeError, and its reason is kept in Chromium's wording. Simplified: no caching of preflights, no redirects.
 */

export type Handler = (request: Request) => Promise<Response>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'POST']);
const SAFE_HEADERS = new Set(['accept', 'accept-language', 'content-language', 'content-type']);
const SAFE_CONTENT_TYPES = new Set([
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
]);

/** The request headers a browser names in `Access-Control-Request-Headers`: lower-cased, sorted. */
export function unsafeHeaderNames(headers: Headers): string[] {
  const names: string[] = [];
  headers.forEach((value, name) => {
    const safe =
      SAFE_HEADERS.has(name) &&
      (name !== 'content-type' || SAFE_CONTENT_TYPES.has(value.split(';')[0]?.trim().toLowerCase() ?? ''));
    if (!safe) names.push(name);
  });
  return names.sort();
}

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/** The reason a response fails the CORS check for `origin`, or null. */
function corsCheckFailure(response: Response, origin: string): string | null {
  const allowed = response.headers.get('Access-Control-Allow-Origin');
  if (allowed === null)
    return "No 'Access-Control-Allow-Origin' header is present on the requested resource.";
  if (allowed !== '*' && allowed !== origin) {
    return `The 'Access-Control-Allow-Origin' header has a value '${allowed}' that is not equal to the supplied origin.`;
  }
  return null;
}

export interface BrowserCors {
  fetch: typeof fetch;
  /** The console messages of refused requests, in order. */
  readonly refusals: string[];
  /** The headers of the last request the page's code made. */
  readonly lastHeaders: Headers | undefined;
}

/** A `fetch` that behaves like a browser page on `origin` calling `handler` across origins. */
export function browserCors(handler: Handler, origin: string): BrowserCors {
  const refusals: string[] = [];
  let lastHeaders: Headers | undefined;
  const refuse = (url: string, reason: string): never => {
    refusals.push(
      `Access to fetch at '${url}' from origin '${origin}' has been blocked by CORS policy: ${reason}`,
    );
    throw new TypeError('Failed to fetch');
  };
  const corsFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = request.url;
    lastHeaders = new Headers(request.headers);
    const unsafe = unsafeHeaderNames(request.headers);
    if (!SAFE_METHODS.has(request.method) || unsafe.length > 0) {
      const preflightHeaders = new Headers({
        Origin: origin,
        'Access-Control-Request-Method': request.method,
      });
      if (unsafe.length > 0) preflightHeaders.set('Access-Control-Request-Headers', unsafe.join(','));
      const preflight = await handler(new Request(url, { method: 'OPTIONS', headers: preflightHeaders }));
      const prefix = "Response to preflight request doesn't pass access control check: ";
      const failure = corsCheckFailure(preflight, origin);
      if (failure) refuse(url, prefix + failure);
      if (preflight.status < 200 || preflight.status > 299)
        refuse(url, `${prefix}It does not have HTTP ok status.`);
      const methods = list(preflight.headers.get('Access-Control-Allow-Methods'));
      if (
        !SAFE_METHODS.has(request.method) &&
        !methods.includes(request.method.toLowerCase()) &&
        !methods.includes('*')
      ) {
        refuse(
          url,
          `Method ${request.method} is not allowed by Access-Control-Allow-Methods in preflight response.`,
        );
      }
      const headers = list(preflight.headers.get('Access-Control-Allow-Headers'));
      for (const name of unsafe) {
        // `*` covers every header but Authorization, which must be named.
        const covered = headers.includes(name) || (headers.includes('*') && name !== 'authorization');
        if (!covered) {
          refuse(
            url,
            `Request header field ${name} is not allowed by Access-Control-Allow-Headers in preflight response.`,
          );
        }
      }
    }
    const sent = new Request(request, { headers: new Headers(request.headers) });
    sent.headers.set('Origin', origin);
    const response = await handler(sent);
    const failure = corsCheckFailure(response, origin);
    if (failure) refuse(url, failure);
    return response;
  };
  return {
    fetch: corsFetch as typeof fetch,
    refusals,
    get lastHeaders() {
      return lastHeaders;
    },
  };
}
