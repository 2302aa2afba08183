import { existsSync, readFileSync, watch } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { linkCheck } from './checks/links';
import { metaProblems, sidebarCheck } from './checks/sidebar';
import { docsSite, type GuideSite, mdxFiles, readMeta } from './page-tree';
import { formatProblem, type PageProblem } from './problem';

/*
 * For `npm run dev`: when a guide or a meta.json is saved, its links, anchors and sidebar entries are checked
 * and each problem printed as a warning at `path:line:column`, while the writer previews the page. The checks
 * read the files afresh on every save (pages are added and renamed while the server runs).
 */

/** The link and sidebar problems of one saved file (a guide or a meta.json; others have none). */
export async function savedFileProblems(site: GuideSite, absolute: string): Promise<PageProblem[]> {
  if (!existsSync(absolute)) return [];
  const pages = mdxFiles(site.contentRoot);
  if (basename(absolute) === 'meta.json') return metaProblems(site, readMeta(absolute), pages);
  if (!absolute.endsWith('.mdx')) return [];
  const page = { file: relative(site.repoRoot, absolute), source: readFileSync(absolute, 'utf8') };
  const found = await Promise.all([linkCheck(site)(page), sidebarCheck(site, () => pages)(page)]);
  return found.flat().sort((a, b) => a.line - b.line || a.column - b.column);
}

/** Editors write a file in several steps: a save is checked once it has been quiet this long. */
const SETTLE_MS = 150;

/** Watches the site's content folder; `report` gets each warning line. Returns a function that stops it. */
export function watchPages(site: GuideSite, report: (line: string) => void): () => void {
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  const watcher = watch(site.contentRoot, { recursive: true }, (_event, name) => {
    if (!name || !(name.endsWith('.mdx') || name.endsWith('meta.json'))) return;
    const absolute = join(site.contentRoot, name.toString());
    clearTimeout(pending.get(absolute));
    pending.set(
      absolute,
      setTimeout(async () => {
        pending.delete(absolute);
        try {
          for (const problem of await savedFileProblems(site, absolute))
            report(`⚠ ${formatProblem(problem)}`);
        } catch (error) {
          report(`⚠ the page check failed on ${relative(site.repoRoot, absolute)}: ${String(error)}`);
        }
      }, SETTLE_MS),
    );
  });
  return () => {
    for (const timer of pending.values()) clearTimeout(timer);
    watcher.close();
  };
}

/** The dev server's watcher over this repository's guides; resolves when the process is told to stop. */
export function watchDocsSite(report: (line: string) => void = console.warn): Promise<void> {
  const stop = watchPages(docsSite, report);
  return new Promise((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.once(signal, () => {
        stop();
        resolve();
      });
  });
}
