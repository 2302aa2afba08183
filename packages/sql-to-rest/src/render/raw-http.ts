import { toTranslatorError } from '../errors.ts';
import type { HttpRequest } from './http.ts';
import { buildUrl, parseBaseUrl } from './url.ts';

/** The request as HTTP/1.1 text: request line, Host, headers, a blank line and the JSON body. */
export function formatHttp(baseUrl: string, request: HttpRequest): string {
  try {
    const base = parseBaseUrl(baseUrl);
    const url = new URL(buildUrl(baseUrl, request));
    const lines = [`${request.method} ${url.pathname}${url.search} HTTP/1.1`, `Host: ${base.host}`];
    const body = request.body === null ? undefined : JSON.stringify(request.body, null, 2);
    for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
    if (body !== undefined) lines.push(`Content-Length: ${new TextEncoder().encode(body).length}`);
    return body === undefined ? lines.join('\n') : `${lines.join('\n')}\n\n${body}`;
  } catch (error) {
    throw toTranslatorError(error, 'http');
  }
}
