/**
 * Where a call path may wrap: after each `.` and after an opening parenthesis that has an argument
 * (`supabase.` `from(` `'table').` `select()`), never inside a name. The pieces joined give the text back;
 * between them the page puts a <wbr>, so copying the text copies no extra character.
 */
export function callSegments(text: string): string[] {
  const segments: string[] = [];
  let start = 0;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if ((char === '.' || (char === '(' && text[at + 1] !== ')')) && at + 1 < text.length) {
      segments.push(text.slice(start, at + 1));
      start = at + 1;
    }
  }
  segments.push(text.slice(start));
  return segments;
}
