import { scan, type Token } from './tokens';

/**
 * Highlights a cURL command as the translator writes it: the command, flags, single-quoted arguments and
 * line continuations. (`'\''`, the way a quote is written inside a quoted argument, comes out as string,
 * plain, string — close enough for reading.)
 */
export function highlightShell(command: string): Token[] {
  return scan(command, [
    [/'[^']*'?/y, 'string'],
    [/\\\n/y, 'punctuation'],
    [/(?<=^|\s)--?[A-Za-z][\w-]*/y, 'flag'],
    [/(?<=^|\n\s*)curl\b/y, 'function'],
    [/(?<=-X )[A-Z]+\b/y, 'keyword'],
  ]);
}
