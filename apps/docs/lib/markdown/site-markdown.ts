import type { Root as PageTree, Node as TreeNode } from 'fumadocs-core/page-tree';

/*
 * The machine-readable side of the site: where each page's Markdown twin lives, the pages in navigation
 * order, and the two files for language models (llms.txt, an index; llms-full.txt, every page's Markdown).
 *
 * The twin rule: a page's address with its trailing slash replaced by `.md`; the home page's twin is
 * `/index.md`. So `/guides/auth/` → `/guides/auth.md`, `/reference/cli/` → `/reference/cli.md`,
 * `/reference/cli/crawlers/supabase-init/` → `/reference/cli/crawlers/supabase-init.md`.
 */

/** The twin of a page path such as `/guides/auth/`. */
export function markdownTwinPath(pagePath: string): string {
  if (!pagePath.startsWith('/')) throw new Error(`Not a site path: "${pagePath}"`);
  if (pagePath === '/') return '/index.md';
  return `${pagePath.replace(/\/+$/, '')}.md`;
}

/** The page a twin belongs to: `/guides/auth.md` → `/guides/auth/`, `/index.md` → `/`. */
export function pagePathOfTwin(twinPath: string): string {
  if (!twinPath.endsWith('.md')) throw new Error(`Not a Markdown twin: "${twinPath}"`);
  if (twinPath === '/index.md') return '/';
  return `${twinPath.slice(0, -'.md'.length)}/`;
}

interface LlmsLink {
  title: string;
  /** Site path with its trailing slash, e.g. `/guides/auth/`. */
  path: string;
  description: string;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

/** A guide's URL with the export's trailing slash. */
const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/**
 * The guides' URLs grouped by navigation section, in sidebar order: pages outside any folder first (the guides
 * index, which the sidebar shows as its title rather than as an entry), then each top-level folder (its index
 * page first) with everything inside it depth-first. `allUrls` are every guide's URL, so a page the navigation
 * does not list still gets a place (with the loose pages) instead of being left out.
 */
export function guideSections(
  tree: PageTree,
  allUrls: string[],
  rootTitle = 'Guides',
): { title: string; urls: string[] }[] {
  const urlsIn = (nodes: TreeNode[]): string[] =>
    nodes.flatMap((node) => {
      if (node.type === 'page') return [withSlash(node.url)];
      if (node.type === 'folder') {
        return [...(node.index ? [withSlash(node.index.url)] : []), ...urlsIn(node.children)];
      }
      return [];
    });
  const sections: { title: string; urls: string[] }[] = [];
  const loose: string[] = [];
  for (const node of tree.children) {
    if (node.type === 'folder') sections.push({ title: String(node.name), urls: urlsIn([node]) });
    else loose.push(...urlsIn([node]));
  }
  const listed = new Set([...loose, ...sections.flatMap((section) => section.urls)]);
  const unlisted = allUrls.map(withSlash).filter((url) => !listed.has(url));
  const first = [...unlisted, ...loose];
  return first.length > 0 ? [{ title: rootTitle, urls: first }, ...sections] : sections;
}

/** llms.txt (https://llmstxt.org): the title, a summary, how to get Markdown, and a link per page by section. */
export function llmsTxt({
  title,
  summary,
  siteUrl,
  sections,
}: {
  title: string;
  summary: string;
  siteUrl: string;
  sections: LlmsSection[];
}): string {
  const lines = [
    `# ${title}`,
    '',
    `> ${summary}`,
    '',
    'Every page below is also available as Markdown: replace the trailing slash of its address with `.md`',
    '(the home page is `/index.md`). `/llms-full.txt` holds every guide and the CLI reference in one file.',
  ];
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '');
    for (const page of section.links) {
      const url = new URL(page.path, siteUrl).href;
      lines.push(
        `- [${escapeLinkText(page.title)}](${url}): ${page.description.replace(/\s+/g, ' ').trim()}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

function escapeLinkText(title: string): string {
  return title.replace(/([[\]\\])/g, '\\$1');
}

/** llms-full.txt: the twins one after another, each after a rule and a line with its web address. */
export function llmsFullTxt({
  title,
  summary,
  siteUrl,
  pages,
}: {
  title: string;
  summary: string;
  siteUrl: string;
  pages: { path: string; markdown: string }[];
}): string {
  const parts = pages.map(
    (page) => `Source: ${new URL(page.path, siteUrl).href}\n\n${demoteTitle(page.markdown)}`,
  );
  return `# ${title}\n\n> ${summary}\n\n${parts.join('\n---\n\n')}`;
}

/** Keeps one `#` heading in the combined file: each page's title and headings go one level down. */
function demoteTitle(markdown: string): string {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^(```|~~~)/.test(line)) inFence = !inFence;
      return !inFence && /^#{1,5} /.test(line) ? `#${line}` : line;
    })
    .join('\n');
}
