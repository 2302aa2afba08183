import type { DocsPage } from '@platform/docs-core/docs-data';
import { type PageSection, pageSections } from './sections.ts';
import { phraseWords } from './text.ts';
import { ToolInputError } from './tool-error.ts';

/*
 * A page, or one of its sections, in parts an agent can afford: at most `maxChars` characters from `offset`,
 * cut at a line end, with the offset to continue from. A long page asked for whole starts with its outline, so
 * the agent can ask for the one section it needs.
 */

export const DEFAULT_PAGE_CHARS = 10_000;
/** Above this many sections, the outline lists level-2 headings only. */
const FULL_OUTLINE_SECTIONS = 60;
const OUTLINE_LIMIT = 100;
/** Characters kept free for the "[… more characters: call get_page again …]" line. */
const CONTINUATION_ROOM = 120;

export interface OutlineEntry {
  heading: string;
  anchor: string | null;
  level: number;
}

export interface PagePart {
  text: string;
  section: { heading: string; anchor: string | null } | null;
  offset: number;
  nextOffset: number | null;
  totalChars: number;
  outline: OutlineEntry[];
  sectionCount: number;
}

const norm = (text: string) => phraseWords(text).join(' ');

export function outlineOf(page: DocsPage): OutlineEntry[] {
  const all = page.sections ?? [];
  const shown = all.length > FULL_OUTLINE_SECTIONS ? all.filter((section) => section.level === 2) : all;
  return shown.slice(0, OUTLINE_LIMIT).map(({ heading, anchor, level }) => ({ heading, anchor, level }));
}

/** A section by its anchor (`#turn-it-on` or `turn-it-on`) or its heading, exact first, then contained. */
export function findSection(page: DocsPage, wanted: string): PageSection {
  const sections = pageSections(page).filter((section) => section.heading !== null);
  const anchor = wanted.trim().replace(/^.*#/, '');
  const byAnchor =
    sections.find((section) => section.anchor === anchor) ??
    sections.find((section) => section.anchor?.toLowerCase() === anchor.toLowerCase());
  if (byAnchor) return byAnchor;
  const words = norm(wanted);
  const byHeading =
    sections.find((section) => norm(section.heading ?? '') === words) ??
    (words ? sections.find((section) => norm(section.heading ?? '').includes(words)) : undefined);
  if (byHeading) return byHeading;
  const names = outlineOf(page)
    .slice(0, 30)
    .map((entry) => (entry.anchor ? `${entry.heading} (#${entry.anchor})` : entry.heading));
  throw new ToolInputError(
    `No section "${wanted.trim()}" on ${page.path}.${names.length > 0 ? ` Sections: ${names.join('; ')}.` : ' The page has no sections.'}`,
  );
}

/** Up to `max` characters of `text` from `from`, ending at a line end when one is in the second half. */
function slice(text: string, from: number, max: number): { part: string; next: number | null } {
  if (text.length - from <= max) return { part: text.slice(from), next: null };
  const window = text.slice(from, from + max);
  const lineEnd = window.lastIndexOf('\n');
  const end = lineEnd > max / 2 ? lineEnd + 1 : window.length;
  return { part: window.slice(0, end), next: from + end };
}

const continuation = (next: number, total: number, section: string | null) =>
  `\n\n[${total - next} more characters: call get_page again with offset ${next}${section ? ` and the same section` : ''}.]`;

export function readPage(
  page: DocsPage,
  options: { section?: string | undefined; maxChars?: number | undefined; offset?: number | undefined },
): PagePart {
  const maxChars = options.maxChars ?? DEFAULT_PAGE_CHARS;
  const offset = options.offset ?? 0;
  const outline = outlineOf(page);
  const sectionCount = page.sections?.length ?? 0;
  let source = page.markdown;
  let section: PagePart['section'] = null;
  if (options.section !== undefined) {
    const found = findSection(page, options.section);
    source = page.markdown.slice(found.start, found.endWithChildren).trimEnd();
    section = { heading: found.heading ?? '', anchor: found.anchor };
  }
  if (offset > source.length)
    throw new ToolInputError(`offset ${offset} is past the end (${source.length} characters).`);
  const base = { section, offset, totalChars: source.length, outline, sectionCount };
  if (section === null && offset === 0 && source.length > maxChars && outline.length > 0) {
    // A long page asked for whole: its outline first (a third of the budget at most), then its start.
    const lines: string[] = [];
    let used = 0;
    for (const entry of outline) {
      const line = `${'  '.repeat(Math.max(0, entry.level - 2))}- ${entry.heading}${entry.anchor ? ` (#${entry.anchor})` : ''}`;
      if (used + line.length + 1 > maxChars / 3) break;
      lines.push(line);
      used += line.length + 1;
    }
    const head = `[${page.title}: ${source.length} characters in ${sectionCount} sections. Ask for one with get_page's section (an anchor or a heading). Outline:]\n${lines.join('\n')}\n\n`;
    const { part, next } = slice(source, 0, Math.max(200, maxChars - head.length - CONTINUATION_ROOM));
    return {
      ...base,
      text: `${head}${part}${next === null ? '' : continuation(next, source.length, null)}`,
      nextOffset: next,
    };
  }
  // Room for the continuation line, so the answer never passes maxChars.
  const room = source.length - offset <= maxChars ? maxChars : maxChars - CONTINUATION_ROOM;
  const { part, next } = slice(source, offset, room);
  return {
    ...base,
    text: `${part}${next === null ? '' : continuation(next, source.length, section?.heading ?? null)}`,
    nextOffset: next,
  };
}
