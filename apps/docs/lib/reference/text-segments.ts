/** A run of prose: plain text, or text that was between backticks and renders as inline code. */
export type TextSegment = { kind: 'text'; text: string } | { kind: 'code'; text: string };

/** Splits prose on blank lines into paragraphs, with single line breaks folded into spaces. */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** Splits a paragraph into text and `code` segments. An unmatched backtick stays literal text. */
export function toSegments(paragraph: string): TextSegment[] {
  const segments: TextSegment[] = [];
  const pattern = /`([^`]+)`/g;
  let last = 0;
  for (const match of paragraph.matchAll(pattern)) {
    const start = match.index ?? 0;
    if (start > last) segments.push({ kind: 'text', text: paragraph.slice(last, start) });
    segments.push({ kind: 'code', text: match[1] ?? '' });
    last = start + match[0].length;
  }
  if (last < paragraph.length) segments.push({ kind: 'text', text: paragraph.slice(last) });
  return segments;
}
