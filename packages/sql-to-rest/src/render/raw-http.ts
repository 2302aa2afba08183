import { toTranslatorError } from '../errors.ts';
import type { HttpRequest } from './http.ts';
import { baseParts, encodedQuery } from './url.ts';

/** The request as HTTP/1.1 text: request line, Host, headers, a blank line and the JSON body. */
export function formatHttp(baseUrl: string, request: HttpRequest): string {
  try {
    const base = baseParts(baseUrl);
    // Only the path goes through URL (which normalises it as a client would); the encoded query has no
    // character URL would change, so it is appended as it is rather than parsed again.
    const { pathname } = new URL(`${base.prefix}${request.path}`);
    const query = encodedQuery(request);
    const lines = [`${request.method} ${pathname}${query ? `?${query}` : ''} HTTP/1.1`, `Host: ${base.host}`];
    const body = request.body === null ? undefined : JSON.stringify(request.body, null, 2);
    for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
    if (body !== undefined) lines.push(`Content-Length: ${new TextEncoder().encode(body).length}`);
    return body === undefined ? lines.join('\n') : `${lines.join('\n')}\n\n${body}`;
  } catch (error) {
    throw toTranslatorError(error, 'http');
  }
}
