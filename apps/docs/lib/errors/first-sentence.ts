/**
 * The first sentence of an entry's meaning, for the one line a "Paste an error" result gives it: up to the
 * first `.`, `!` or `?` that ends a sentence (followed by a space and a capital, a backtick or a parenthesis),
 * so a dot inside code such as `.maybeSingle()` or `auth.users` never cuts it.
 */
export function firstSentence(text: string): string {
  const end = /[.!?](?=\s+[A-Z`(])/.exec(text);
  return end ? text.slice(0, end.index + 1) : text;
}
