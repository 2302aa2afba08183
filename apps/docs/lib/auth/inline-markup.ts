/*
 * The small inline markup of the Auth pages' data and fixed copy (data/auth/social-providers.ts,
 * lib/auth/*-text.ts): **bold** (labels as they read on screen), `code` and [text](target) links, where the
 * target is an https URL, a site path (`/guides/…`) or a dashboard target (`dashboard:authProviders`, see
 * lib/dashboard-links.ts). Text stays plain strings; the page (components/auth/inline-markup.tsx) and the
 * Markdown twin (lib/markdown/auth-handlers.ts) each render the parts, so both say the same words.
 */

export type InlinePart =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'dashboard'; text: string; to: string };

const TOKEN =
  /\*\*([^*]+)\*\*|`([^`]+)`|\[([^\]]+)\]\((https:\/\/[^)\s]+|\/(?!\/)[^)\s]*|dashboard:[a-zA-Z]+)\)/g;
const DASHBOARD = 'dashboard:';

export function parseInline(source: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of source.matchAll(TOKEN)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ kind: 'text', text: source.slice(last, at) });
    const [, strong, code, linkText, href] = match;
    if (strong !== undefined) parts.push({ kind: 'strong', text: strong });
    else if (code !== undefined) parts.push({ kind: 'code', text: code });
    else if (linkText !== undefined && href?.startsWith(DASHBOARD)) {
      parts.push({ kind: 'dashboard', text: linkText, to: href.slice(DASHBOARD.length) });
    } else if (linkText !== undefined && href !== undefined)
      parts.push({ kind: 'link', text: linkText, href });
    last = at + match[0].length;
  }
  if (last < source.length) parts.push({ kind: 'text', text: source.slice(last) });
  return parts;
}

/** A callback or project-domain token in text (see data/auth/social-providers.ts), split out for rendering. */
export const PLACEHOLDER_TOKENS = /(\{callback\}|\{project-domain\})/;
