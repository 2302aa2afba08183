/** A piece of highlighted code. Kinds map to colours in the widget; `plain` has none. */
export type TokenKind =
  | 'plain'
  | 'keyword'
  | 'string'
  | 'number'
  | 'function'
  | 'property'
  | 'comment'
  | 'punctuation'
  | 'flag';

export type Token = { text: string; kind: TokenKind };

/**
 * Runs `rules` at each position of `text`; the first sticky regex that matches yields a token. Unmatched
 * characters become plain text, so joining the tokens always gives back `text` exactly.
 */
export type ScanRule = readonly [RegExp, TokenKind | ((match: string) => TokenKind)];

export function scan(text: string, rules: readonly ScanRule[]): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  outer: while (index < text.length) {
    for (const [pattern, kind] of rules) {
      pattern.lastIndex = index;
      const match = pattern.exec(text);
      if (match && match[0].length > 0) {
        push(tokens, match[0], typeof kind === 'function' ? kind(match[0]) : kind);
        index += match[0].length;
        continue outer;
      }
    }
    push(tokens, text[index] ?? '', 'plain');
    index += 1;
  }
  return tokens;
}

/** Appends a token, merging it into the previous one when both have the same kind. */
export function push(tokens: Token[], text: string, kind: TokenKind): void {
  if (text === '') return;
  const last = tokens[tokens.length - 1];
  if (last && last.kind === kind) last.text += text;
  else tokens.push({ text, kind });
}
