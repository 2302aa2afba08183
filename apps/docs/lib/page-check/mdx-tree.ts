import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { blankFrontMatter } from './front-matter';

/** A page's Markdown tree, or where MDX stopped understanding it. */
export type ParsedPage =
  | { ok: true; tree: Root }
  | { ok: false; line: number; column: number; reason: string };

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/** Several checks read the same page, and the link check the pages it links to: each text is parsed once. */
const parsedBySource = new Map<string, ParsedPage>();
const CACHED_PAGES = 400;

/**
 * Parses a guide as MDX with the site's Markdown extensions; positions count the front matter's lines. The
 * tree is shared between callers: do not change it.
 */
export function parseMdxPage(source: string): ParsedPage {
  const cached = parsedBySource.get(source);
  if (cached) return cached;
  const parsed = parse(source);
  if (parsedBySource.size >= CACHED_PAGES) parsedBySource.clear();
  parsedBySource.set(source, parsed);
  return parsed;
}

function parse(source: string): ParsedPage {
  try {
    return { ok: true, tree: parser.runSync(parser.parse(blankFrontMatter(source))) as Root };
  } catch (error) {
    const place = error as { line?: number; column?: number; reason?: string; message?: string };
    return {
      ok: false,
      line: place.line ?? 1,
      column: place.column ?? 1,
      reason: place.reason ?? place.message ?? String(error),
    };
  }
}
