import { push, scan, type Token } from './tokens';

const KEYWORDS = new Set([
  'async',
  'await',
  'const',
  'else',
  'false',
  'function',
  'if',
  'let',
  'new',
  'null',
  'return',
  'true',
  'undefined',
  'var',
]);

const RULES = [
  [/\/\/[^\n]*/y, 'comment'],
  [/\/\*[\s\S]*?(?:\*\/|$)/y, 'comment'],
  [/'(?:[^'\\\n]|\\.)*'?/y, 'string'],
  [/"(?:[^"\\\n]|\\.)*"?/y, 'string'],
  [/`(?:[^`\\]|\\[\s\S])*`?/y, 'string'],
  [/-?\b\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b/y, 'number'],
  [/[A-Za-z_$][\w$]*/y, (word: string) => (KEYWORDS.has(word) ? 'keyword' : 'plain')],
  [/\s+/y, 'plain'],
  [/[{}()[\].,;:=<>!+\-*/?&|]/y, 'punctuation'],
] as const;

/**
 * Highlights JavaScript (and JSON, a subset of it) as the translator writes it: a method name after a dot
 * is a function when it is called and a property otherwise; a JSON key is a property.
 */
export function highlightJs(code: string): Token[] {
  const raw = scan(code, RULES);
  const tokens: Token[] = [];
  for (let i = 0; i < raw.length; i++) {
    const token = raw[i] as Token;
    const previous = raw[i - 1];
    const next = raw[i + 1];
    if (token.kind === 'plain' && /^[A-Za-z_$]/.test(token.text) && previous?.text.endsWith('.')) {
      push(tokens, token.text, next?.text.startsWith('(') ? 'function' : 'property');
    } else if (token.kind === 'string' && token.text.startsWith('"') && /^\s*:/.test(next?.text ?? '')) {
      push(tokens, token.text, 'property');
    } else {
      push(tokens, token.text, token.kind);
    }
  }
  return tokens;
}
