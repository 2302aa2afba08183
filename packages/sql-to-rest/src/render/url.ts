import { RenderError } from '../errors.ts';
import type { HttpRequest } from './http.ts';

/**
 * Percent-encodes per RFC 3986, leaving unreserved characters and the sub-delimiters that PostgREST's
 * grammar uses (`,` `(` `)` `*` `:` `!` `$` `@` `/`) readable. A space is `%20`; `+`, `&`, `=`, `;`, `'`
 * and `#` are always encoded because query parsers treat them specially.
 */
export function encodeQueryComponent(text: string): string {
  return QUERY_SAFE.test(text) ? text : encode(text, QUERY_KEPT);
}

/** Encodes one path segment (a table or function name). */
export function encodePathSegment(text: string): string {
  return PATH_SAFE.test(text) ? text : encode(text, PATH_KEPT);
}

// Text made only of characters that come out of `encode` unchanged is returned as it is: most names and
// values are, and the encoder's passes over a long value are the bulk of rendering a large IN list.
const QUERY_SAFE = /^[\w\-.!~*(),:$@/]*$/;
const PATH_SAFE = /^[\w\-.!~*(),:$@]*$/;
const QUERY_KEPT = ['%2C', '%3A', '%24', '%40', '%2F'];
const PATH_KEPT = ['%2C', '%3A', '%24', '%40'];
const DECODED: Record<string, string> = { '%2C': ',', '%3A': ':', '%24': '$', '%40': '@', '%2F': '/' };

function encode(text: string, kept: string[]): string {
  // encodeURIComponent leaves A-Z a-z 0-9 - _ . ! ~ * ' ( ) alone; the quote is encoded as well so the
  // URL can sit inside single-quoted shell arguments. Lone surrogates become U+FFFD first, as in UTF-8.
  // Its output has a % only before two upper-case hex digits, so plain string replacement finds each escape.
  let encoded = encodeURIComponent(wellFormed(text)).replaceAll("'", '%27');
  for (const sequence of kept) {
    if (encoded.includes(sequence)) encoded = encoded.replaceAll(sequence, DECODED[sequence] as string);
  }
  return encoded;
}

function wellFormed(text: string): string {
  if (!SURROGATE.test(text)) return text;
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

const SURROGATE = /[\uD800-\uDFFF]/;

function encodeQuery(query: [string, string][]): string {
  return query
    .map(([name, value]) => `${encodeQueryComponent(name)}=${encodeQueryComponent(value)}`)
    .join('&');
}

/**
 * Parses the base URL; throws a RenderError for the HTTP outputs when it does not parse. Any scheme is rendered
 * (the outputs are text); the CLI asks for http or https itself (requireHttpBaseUrl).
 */
export function parseBaseUrl(baseUrl: string): URL {
  try {
    return new URL(baseUrl);
  } catch {
    throw new RenderError('Invalid URL', 'http', 'Enter the API URL, e.g. http://localhost:54321/rest/v1.');
  }
}

/** parseBaseUrl, and a RenderError for a scheme other than http or https: what a request can be sent to. */
export function requireHttpBaseUrl(baseUrl: string): URL {
  const url = parseBaseUrl(baseUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RenderError('Invalid URL', 'http', 'The API URL must start with http:// or https://.');
  }
  return url;
}

/** Scheme, host and port: the URL's origin, or for a scheme without one (`custom:`) what stands for it. */
function originOf(url: URL): string {
  if (url.origin !== 'null') return url.origin;
  const slashes = url.href.slice(url.protocol.length).startsWith('//') ? '//' : '';
  return `${url.protocol}${slashes}${url.host}`;
}

/** What a request's URL takes from the base URL: the text before the request's path, and the host. */
export type BaseParts = { prefix: string; host: string };

// The renderers of one translation all take the same base URL; parsing it once saves a URL parse per output.
let lastBase: { text: string; parts: BaseParts } | undefined;

/** The base URL's prefix (origin and path, no trailing slash) and host; a RenderError when it does not parse. */
export function baseParts(baseUrl: string): BaseParts {
  if (lastBase?.text !== baseUrl) {
    const base = parseBaseUrl(baseUrl);
    const prefix = `${originOf(base)}${base.pathname.replace(/\/+$/, '')}`;
    lastBase = { text: baseUrl, parts: { prefix, host: base.host } };
  }
  return lastBase.parts;
}

/** The request's query, percent-encoded, without the `?`. */
export function encodedQuery(request: HttpRequest): string {
  return encodeQuery(request.query);
}

/** The full request URL: base URL (without trailing slash) + path + encoded query. */
export function buildUrl(baseUrl: string, request: HttpRequest): string {
  const { prefix } = baseParts(baseUrl);
  const query = encodeQuery(request.query);
  return `${prefix}${request.path}${query ? `?${query}` : ''}`;
}
