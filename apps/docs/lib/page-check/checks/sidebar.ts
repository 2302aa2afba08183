import { existsSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { didYouMean } from '../edit-distance';
import { type GuideSite, type MetaFile, metaFiles, readMeta } from '../page-tree';
import type { PageCheck, PageProblem } from '../problem';

/*
 * The sidebar comes from the meta.json files (fumadocs): a page its folder's meta.json does not list is left
 * out of the sidebar, and an entry that names no page is dropped, both without a word. This check says so, at
 * the page's first line or at the entry in meta.json.
 */

/** Fumadocs entries that are not page names: `...`, `---Separator---`, `[Text](url)` links, `!excluded`. */
function isPageName(entry: string): boolean {
  return !(
    entry.startsWith('...') ||
    entry.startsWith('---') ||
    entry.startsWith('[') ||
    entry.startsWith('!')
  );
}

/** What an entry of a folder's meta.json may name: its pages (without .mdx) and its sub-folders. */
function namesIn(folder: string, pageFiles: readonly string[]): string[] {
  const names = new Set<string>();
  for (const file of pageFiles) {
    if (dirname(file) === folder && basename(file) !== 'index.mdx') names.add(basename(file, '.mdx'));
    const rest = relative(folder, file).split('/');
    if (rest.length > 1 && !rest[0]?.startsWith('..')) names.add(rest[0] ?? '');
  }
  return [...names];
}

/** The problems of one meta.json: entries that name no page or folder. */
export function metaProblems(site: GuideSite, meta: MetaFile, pageFiles: readonly string[]): PageProblem[] {
  const file = relative(site.repoRoot, meta.file);
  if (meta.error)
    return [{ file, line: 1, column: 1, message: `meta.json is not valid JSON: ${meta.error}` }];
  const names = namesIn(meta.folder, pageFiles);
  return meta.entries
    .filter((entry) => isPageName(entry.name) && !names.includes(entry.name))
    .map((entry) => ({
      file,
      line: entry.line,
      column: entry.column,
      message: `sidebar: "${entry.name}" names no page or folder in ${relative(site.repoRoot, meta.folder)}${didYouMean(entry.name, names, (name) => `"${name}"`)}; the entry is dropped from the sidebar`,
    }));
}

/** Whether a meta.json lists everything in its folder (a `...` entry) or names this page or folder. */
function lists(meta: MetaFile, name: string): boolean {
  return meta.entries.some(
    (entry) => entry.name === name || entry.name === '...' || entry.name === `...${name}`,
  );
}

/**
 * For one page: it is listed in its folder's meta.json (an index page: its folder in the parent's), and the
 * meta.json files on its way have no entry without a page.
 */
export function sidebarCheck(site: GuideSite, pageFiles: () => readonly string[]): PageCheck {
  return async ({ file }) => {
    const absolute = join(site.repoRoot, file);
    const problems: PageProblem[] = [];
    const isIndex = basename(absolute) === 'index.mdx';
    const folder = isIndex ? dirname(dirname(absolute)) : dirname(absolute);
    const name = isIndex ? basename(dirname(absolute)) : basename(absolute, '.mdx');
    if (absolute === join(site.contentRoot, 'index.mdx')) return problems;
    const metaPath = join(folder, 'meta.json');
    const files = pageFiles();
    if (existsSync(metaPath)) {
      const meta = readMeta(metaPath);
      problems.push(...metaProblems(site, meta, files));
      if (!meta.error && !lists(meta, name)) {
        const ownMeta = relative(site.repoRoot, metaPath);
        problems.push({
          file,
          line: 1,
          column: 1,
          message: `sidebar: ${ownMeta} does not list "${name}", so the page is missing from the sidebar; add it to "pages"`,
        });
      }
    }
    return problems;
  };
}

/** Every meta.json of the site, for the run over all pages. */
export function allMetaProblems(site: GuideSite, pageFiles: readonly string[]): PageProblem[] {
  return metaFiles(site).flatMap((meta) => metaProblems(site, meta, pageFiles));
}
