import { RenderError } from '../errors.ts';
import type { HttpRequest } from './http.ts';

/**
 * Percent-encodes per RFC 3986, leaving unreserved characters and the sub-delimiters that PostgREST's
 * grammar uses (`,` `(` `)` `*` `:` `!` `$` `@` `/`) readable. A space is `%20`; `+`, `&`, `=`, `;`, `'`
 * and `#` are always encoded because query parsers treat them specially.
 */
export function encodeQueryComponent(text: string): string {
  return encode(text, /%(2C|3A|24|40|2F)/g);
}

/** Encodes one path segment (a table or function name). */
export function encodePathSegment(text: string): string {
  return encode(text, /%(2C|3A|24|40)/g);
}

const DECODED: Record<string, string> = { '2C': ',', '3A': ':', '24': '$', '40': '@', '2F': '/' };

function encode(text: string, keep: RegExp): string {
  // encodeURIComponent leaves A-Z a-z 0-9 - _ . ! ~ * ' ( ) alone; the quote is encoded as well so the
  // URL can sit inside single-quoted shell arguments. Lone surrogates become U+FFFD first, as in UTF-8.
  return encodeURIComponent(wellFormed(text))
    .replace(/'/g, '%27')
    .replace(keep, (_, hex: string) => DECODED[hex] ?? `%${hex}`);
}

function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

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

/** The full request URL: base URL (without trailing slash) + path + encoded query. */
export function buildUrl(baseUrl: string, request: HttpRequest): string {
  const base = parseBaseUrl(baseUrl);
  const prefix = `${originOf(base)}${base.pathname.replace(/\/+$/, '')}`;
  const query = encodeQuery(request.query);
  return `${prefix}${request.path}${query ? `?${query}` : ''}`;
}
