import { toTranslatorError } from '../errors.ts';
import type { HttpRequest } from './http.ts';
import { shellQuote } from './shell.ts';
import { buildUrl, encodeQueryComponent } from './url.ts';

/**
 * A cURL command that sends `request`. GET parameters are passed with `-G` and one `-d` each (already
 * percent-encoded, so curl sends them unchanged); other methods use `-X`, `-H` and a JSON `-d` body.
 */
export function formatCurl(baseUrl: string, request: HttpRequest): string {
  try {
    const lines: string[] = [];
    if (request.method === 'GET') {
      const url = buildUrl(baseUrl, { ...request, query: [] });
      lines.push(request.query.length > 0 ? `curl -G ${shellQuote(url)}` : `curl ${shellQuote(url)}`);
      for (const [name, value] of request.query) {
        lines.push(`-d ${shellQuote(`${encodeQueryComponent(name)}=${encodeQueryComponent(value)}`)}`);
      }
    } else {
      lines.push(`curl -X ${request.method} ${shellQuote(buildUrl(baseUrl, request))}`);
    }
    for (const [name, value] of request.headers) lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
    if (request.body !== null) lines.push(`-d ${shellQuote(JSON.stringify(request.body))}`);
    return lines.join(' \\\n  ');
  } catch (error) {
    throw toTranslatorError(error, 'http');
  }
}
