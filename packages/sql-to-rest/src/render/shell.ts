/**
 * Quotes one argument for bash and zsh. Inside single quotes nothing is special (not `$`, backticks,
 * `!`, `\`, `"` or newlines), so only the single quote itself needs care: close the quotes, add an
 * escaped quote, reopen.
 */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
