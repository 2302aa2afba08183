/*
 * The writer's convention for values a code sample can take from the reader's project or local stack: write one
 * of these tokens in a code fence (or an example file, or sample code built from data), e.g.
 * `createClient('<project-url>', '<anon-key>')`. The build wraps each token in a marked span
 * (mark-code-values.ts); the static HTML, the Markdown twin, llms files and the search index keep the token,
 * and only the reader's browser replaces it (fill-code-values.ts). Secrets have no token: they are never filled.
 */

export const CODE_VALUE_TOKENS = {
  projectUrl: '<project-url>',
  anonKey: '<anon-key>',
  projectRef: '<project-ref>',
  restUrl: '<rest-url>',
  databaseUrl: '<database-url>',
  region: '<region>',
} as const;

export type CodeValueName = keyof typeof CODE_VALUE_TOKENS;

/** The attribute that marks a token in highlighted code; its value is the token's name (`projectUrl`). */
export const CODE_VALUE_ATTRIBUTE = 'data-code-value';
/** On a code block's <pre>: it holds at least one marked token. */
export const CODE_VALUES_BLOCK_ATTRIBUTE = 'data-code-values';

const NAMES_BY_TOKEN = new Map<string, CodeValueName>(
  Object.entries(CODE_VALUE_TOKENS).map(([name, token]) => [token, name as CodeValueName]),
);

const TOKEN_PATTERN = new RegExp(
  Object.values(CODE_VALUE_TOKENS)
    .map((token) => token.replace(/[-<>]/g, (character) => `\\${character}`))
    .join('|'),
  'g',
);

export type TokenMatch = { name: CodeValueName; start: number; end: number };

/** Every token in `text`, in order, with its offsets. */
export function findCodeValueTokens(text: string): TokenMatch[] {
  const matches: TokenMatch[] = [];
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    const name = NAMES_BY_TOKEN.get(match[0]);
    if (name) matches.push({ name, start: match.index, end: match.index + match[0].length });
  }
  return matches;
}

export function isCodeValueName(value: unknown): value is CodeValueName {
  return typeof value === 'string' && Object.hasOwn(CODE_VALUE_TOKENS, value);
}
