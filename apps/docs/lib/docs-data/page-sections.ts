import type { DocsSection } from '@platform/docs-core/docs-data';

/*
 * A page's sections for the docs MCP server: each heading (levels 2–4) of its Markdown twin, the anchor the web
 * page gives it, and where it starts in the Markdown, so a server can answer with one section. Anchors follow
 * the site: a heading's explicit id (the glossary's terms, the Errors reference's codes), else the slug
 * fumadocs gives a Markdown heading (GitHub's rule, numbered when repeated). A heading that is only a link
 * (the guides index) has no anchor on the page.
 */

/** What a heading line's anchor is, given its depth and its text without markup; `slug` is the page's slugger. */
export type AnchorRule = (
  heading: { depth: number; text: string },
  slug: (text: string) => string,
) => string | null;

/** GitHub's heading slug (lower case; punctuation other than `-` and `_` dropped; spaces become `-`). */
export function slugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base);
    seen.set(base, (count ?? -1) + 1);
    if (count === undefined) return base;
    let candidate = `${base}-${count + 1}`;
    while (seen.has(candidate)) candidate = `${candidate}-1`;
    seen.set(candidate, 0);
    return candidate;
  };
}

/** A heading's text as the page shows it: links become their text, code and emphasis marks go. */
export function headingText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .replace(/(^|[^\p{L}\p{N}])_([^_]+)_(?=[^\p{L}\p{N}]|$)/gu, '$1$2')
    .replace(/\\(.)/g, '$1')
    .trim();
}

export const guideAnchors: AnchorRule = ({ text }, slug) => slug(text);

/** Each heading line outside code fences, with its anchor and offset. `explicit` holds ids set on headings, in order. */
export function pageSections(
  markdown: string,
  rule: AnchorRule = guideAnchors,
  explicit: (string | null)[] = [],
): DocsSection[] {
  const sections: DocsSection[] = [];
  const slug = slugger();
  let fence: string | null = null;
  let offset = 0;
  let index = 0;
  for (const line of markdown.split('\n')) {
    const start = offset;
    offset += line.length + 1;
    const marker = /^(```+|~~~+)/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence !== null) continue;
    const match = /^(#{1,4})\s+(.+?)\s*#*$/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const depth = match[1].length;
    if (depth === 1) continue;
    const text = headingText(match[2]);
    const id = explicit[index];
    index += 1;
    const onlyLink = /^\[[^\]]*\]\([^)]*\)$/.test(match[2].trim());
    const anchor = id ?? (onlyLink ? null : rule({ depth, text }, slug));
    sections.push({ heading: text, anchor, level: depth, start });
  }
  return sections;
}
