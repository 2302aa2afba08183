/*
 * The small inline markup of data/auth/social-providers.ts: **bold** (labels as they read on screen), `code`
 * and [text](https://…) links. Data stays plain strings; the page renders the parts as elements.
 */

export type InlinePart =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string };

const TOKEN = /\*\*([^*]+)\*\*|`([^`]+)`|\[([^\]]+)\]\((https:\/\/[^)\s]+)\)/g;

export function parseInline(source: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of source.matchAll(TOKEN)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ kind: 'text', text: source.slice(last, at) });
    const [, strong, code, linkText, href] = match;
    if (strong !== undefined) parts.push({ kind: 'strong', text: strong });
    else if (code !== undefined) parts.push({ kind: 'code', text: code });
    else if (linkText !== undefined && href !== undefined) parts.push({ kind: 'link', text: linkText, href });
    last = at + match[0].length;
  }
  if (last < source.length) parts.push({ kind: 'text', text: source.slice(last) });
  return parts;
}
