/*
 * Text helpers the index and the answers share: words for matching, and Markdown made readable as a snippet
 * without breaking code identifiers (`user_id`, `gen_random_uuid`, `auth.uid()` stay as written).
 */

/** A plural `s` is dropped so `policies`/`policy` and `tables`/`table` meet. */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us'))
    return word.slice(0, -1);
  return word;
}

/**
 * Lower-case words, stemmed. An identifier with underscores counts whole and by its parts, so `user_id` is
 * found by `user_id` and by `user id`.
 */
export function tokenize(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}_]*/gu) ?? [];
  const tokens: string[] = [];
  for (const raw of words) {
    const word = raw.replace(/_+$/, '');
    tokens.push(stem(word));
    if (word.includes('_')) for (const part of word.split('_')) if (part) tokens.push(stem(part));
  }
  return tokens;
}

/** The words of a phrase, for matching it whole (no identifier parts). */
export function phraseWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}_]*/gu) ?? []).map(stem);
}

const ENTITY = /&#x([0-9a-f]+);|&#(\d+);|&(amp|lt|gt|quot|nbsp);/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' };

/** Markdown as plain reading text: links become their text, markup goes, underscores inside words stay. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/^```.*$/gm, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>)\s*/gm, '')
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, ' ')
    .replace(/\*\*|`|\|/g, ' ')
    .replace(/(^|[^\p{L}\p{N}_])[*_]([^*_\n]+)[*_](?=[^\p{L}\p{N}_]|$)/gu, '$1$2')
    .replace(ENTITY, (_match, hex?: string, dec?: string, name?: string) =>
      hex
        ? String.fromCodePoint(Number.parseInt(hex, 16))
        : dec
          ? String.fromCodePoint(Number(dec))
          : (NAMED[name?.toLowerCase() ?? ''] ?? ' '),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts text to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, Math.max(0, max - 1));
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
