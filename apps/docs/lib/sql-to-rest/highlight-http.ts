import { highlightJs } from './highlight-js';
import { push, type Token } from './tokens';

/**
 * Highlights a raw HTTP/1.1 request: method, request target (path, parameter names and values), headers,
 * and the JSON body after the blank line.
 */
export function highlightHttp(text: string): Token[] {
  const tokens: Token[] = [];
  const blank = text.indexOf('\n\n');
  const head = blank === -1 ? text : text.slice(0, blank);
  const lines = head.split('\n');
  lines.forEach((line, index) => {
    if (index > 0) push(tokens, '\n', 'plain');
    if (index === 0) requestLine(tokens, line);
    else headerLine(tokens, line);
  });
  if (blank !== -1) {
    push(tokens, '\n\n', 'plain');
    for (const token of highlightJs(text.slice(blank + 2))) push(tokens, token.text, token.kind);
  }
  return tokens;
}

function requestLine(tokens: Token[], line: string): void {
  const match = /^(\S+)( )(\S+)( )(HTTP\/[\d.]+)$/.exec(line);
  if (!match) {
    push(tokens, line, 'plain');
    return;
  }
  const [, method = '', space = '', target = '', space2 = '', version = ''] = match;
  push(tokens, method, 'keyword');
  push(tokens, space, 'plain');
  const question = target.indexOf('?');
  push(tokens, question === -1 ? target : target.slice(0, question), 'plain');
  if (question !== -1) {
    push(tokens, '?', 'punctuation');
    target
      .slice(question + 1)
      .split('&')
      .forEach((pair, index) => {
        if (index > 0) push(tokens, '&', 'punctuation');
        const equals = pair.indexOf('=');
        if (equals === -1) {
          push(tokens, pair, 'property');
        } else {
          push(tokens, pair.slice(0, equals), 'property');
          push(tokens, '=', 'punctuation');
          push(tokens, pair.slice(equals + 1), 'string');
        }
      });
  }
  push(tokens, space2, 'plain');
  push(tokens, version, 'comment');
}

function headerLine(tokens: Token[], line: string): void {
  const colon = line.indexOf(':');
  if (colon === -1) {
    push(tokens, line, 'plain');
    return;
  }
  push(tokens, line.slice(0, colon), 'property');
  push(tokens, ':', 'punctuation');
  push(tokens, line.slice(colon + 1), 'string');
}
