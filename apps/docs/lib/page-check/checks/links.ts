import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import facts from '@/data/cli/cli-1.163.6.facts.json';
import { pageAnchors } from '../anchors';
import { closest, didYouMean, editDistance } from '../edit-distance';
import { isInternal, pageLinks, splitLink } from '../links';
import { parseMdxPage } from '../mdx-tree';
import { type GuideSite, pagesByUrl, pageUrl } from '../page-tree';
import type { PageCheck, PageProblem } from '../problem';

/*
 * Every internal link and `#anchor` of a page, resolved from the source: the target guide must exist and have
 * the anchor among its headings and ids. Pages that are not guides (the references, llms.txt) are known by
 * their routes; the CLI reference's anchors are its command ids.
 */

/** Routes outside the guides (app/), with the anchors they have when those are known. */
const OTHER_ROUTES: ReadonlyMap<string, ReadonlySet<string> | null> = new Map([
  ['/', null],
  ['/reference/', null],
  [
    '/reference/cli/',
    new Set((facts as { commands: { id: string }[] }).commands.map((command) => command.id)),
  ],
  ['/reference/javascript/', null],
  ['/llms.txt', null],
  ['/llms-full.txt', null],
]);

/** A near id, or one that holds the anchor's letters when the hyphens differ (`#setup` → `#set-up-a-project`). */
function anchorSuggestion(anchor: string, anchors: ReadonlySet<string>): string {
  const near = didYouMean(anchor, anchors, (id) => `#${id}`);
  if (near) return near;
  const letters = (id: string) => id.toLowerCase().replace(/[^a-z0-9]/g, '');
  const holding = [...anchors].find(
    (id) => letters(anchor).length > 2 && letters(id).startsWith(letters(anchor)),
  );
  return holding ? ` (did you mean #${holding}?)` : '';
}

/** The check reads the page tree and each linked page's anchors once per run (one check object). */
export function linkCheck(site: GuideSite): PageCheck {
  let pagesRead: Map<string, string> | undefined;
  const anchorsOf = new Map<string, Set<string> | null>();
  return async ({ file, source }) => {
    const parsed = parseMdxPage(source);
    // The component check reports a page MDX cannot read.
    if (!parsed.ok) return [];
    pagesRead ??= pagesByUrl(site);
    const pages = pagesRead;
    const here = pageUrl(site, join(site.repoRoot, file));
    const ownAnchors = pageAnchors(parsed.tree);
    anchorsOf.set(here, ownAnchors);
    const anchorsAt = (path: string): Set<string> | null => {
      if (path === here) return ownAnchors;
      if (!anchorsOf.has(path)) {
        const target = pages.get(path);
        const tree = target ? parseMdxPage(readFileSync(target, 'utf8')) : null;
        anchorsOf.set(path, tree?.ok ? pageAnchors(tree.tree) : null);
      }
      return anchorsOf.get(path) ?? null;
    };
    const problems: PageProblem[] = [];
    for (const link of pageLinks(parsed.tree)) {
      if (!isInternal(link.url)) continue;
      const { path, anchor } = splitLink(link.url, here);
      const at = { file, line: link.line, column: link.column };
      const written = link.url.replace(/[?#].*$/, '');
      if (
        written.startsWith('/') &&
        !written.endsWith('/') &&
        !/\.[a-z0-9]+$/i.test(written) &&
        pages.has(`${written}/`)
      )
        problems.push({
          ...at,
          message: `link without its trailing slash: write ${written}/ (the site's URLs end in /)`,
        });
      let anchors: ReadonlySet<string> | null;
      if (pages.has(path)) anchors = anchorsAt(path);
      else if (OTHER_ROUTES.has(path)) anchors = OTHER_ROUTES.get(path) ?? null;
      else {
        // A URL is long, so a third of it wrong is another page: only a near miss is suggested.
        const near = closest(path, pages.keys());
        const suggestion = near && editDistance(path, near) <= 2 ? near : undefined;
        problems.push({
          ...at,
          message: `broken link: no page at ${path}${suggestion ? ` (did you mean ${suggestion}?)` : ''}`,
        });
        continue;
      }
      if (anchor === null || anchor === '' || anchors === null || anchors.has(anchor)) continue;
      problems.push({
        ...at,
        message: `broken anchor: ${path === here ? 'this page' : path} has no heading or id #${anchor}${anchorSuggestion(anchor, anchors)}`,
      });
    }
    return problems;
  };
}
