import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/*
 * The guides as the site routes them, read from the content folder: `database/indexes.mdx` is
 * `/guides/database/indexes/`, a folder's `index.mdx` is the folder's URL (trailing slash, as next.config.mjs
 * exports). The page check resolves links and sidebar entries against this without building the site.
 */

export type GuideSite = {
  /** The repository root: problems name files relative to it. */
  repoRoot: string;
  /** The folder the guides live in (apps/docs/content/guides). */
  contentRoot: string;
  /** The URL the content folder is served at. */
  basePath: string;
};

const appRoot = new URL('../../', import.meta.url).pathname;

/** The site this repository builds. */
export const docsSite: GuideSite = {
  repoRoot: join(appRoot, '..', '..'),
  contentRoot: join(appRoot, 'content', 'guides'),
  basePath: '/guides/',
};

/** Every .mdx file under `dir`, absolute, in a stable order. */
export function mdxFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return mdxFiles(full);
      return entry.name.endsWith('.mdx') ? [full] : [];
    });
}

/** The URL of a guide file (absolute path), with its trailing slash. */
export function pageUrl(site: GuideSite, file: string): string {
  const parts = relative(site.contentRoot, file)
    .replace(/\.mdx$/, '')
    .split(sep);
  if (parts.at(-1) === 'index') parts.pop();
  return parts.length === 0 ? site.basePath : `${site.basePath}${parts.join('/')}/`;
}

/** URL → absolute file, for every guide of the site. */
export function pagesByUrl(site: GuideSite): Map<string, string> {
  return new Map(mdxFiles(site.contentRoot).map((file) => [pageUrl(site, file), file]));
}

/** One `meta.json`: the folder it orders and its `pages` entries with their lines. */
export type MetaFile = {
  file: string;
  folder: string;
  entries: { name: string; line: number; column: number }[];
  /** Why the file could not be read, when it could not. */
  error?: string;
};

/** Reads one meta.json; each entry keeps the line and column of its opening quote. */
export function readMeta(file: string): MetaFile {
  const text = readFileSync(file, 'utf8');
  const folder = dirname(file);
  let pages: unknown;
  try {
    pages = (JSON.parse(text) as { pages?: unknown }).pages;
  } catch (error) {
    return { file, folder, entries: [], error: error instanceof Error ? error.message : String(error) };
  }
  if (!Array.isArray(pages)) return { file, folder, entries: [] };
  const pagesAt = Math.max(0, text.indexOf('"pages"'));
  let from = pagesAt;
  const entries = pages
    .filter((name): name is string => typeof name === 'string')
    .map((name) => {
      const offset = text.indexOf(JSON.stringify(name), from);
      from = offset < 0 ? from : offset + 1;
      const before = text.slice(0, Math.max(0, offset)).split('\n');
      return { name, line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
    });
  return { file, folder, entries };
}

/** Every meta.json of the site. */
export function metaFiles(site: GuideSite): MetaFile[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'meta.json') found.push(full);
    }
  };
  if (existsSync(site.contentRoot)) walk(site.contentRoot);
  return found.sort().map(readMeta);
}
