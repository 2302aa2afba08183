import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The title of the guide a glossary term links to, read from the page's frontmatter at build, so the link
 * says where it goes and a term pointing at a missing guide fails the build.
 */

// Relative to the docs workspace, where `next build`, `next dev` and Vitest run (as lib/mdx/example-files.ts).
const guidesRoot = join(process.cwd(), 'content', 'guides');

/** The MDX file of a `/guides/…/` page (`#anchor` ignored), or undefined when there is none. */
export function guideFile(path: string): string | undefined {
  const slug = path
    .replace(/#.*$/, '')
    .replace(/^\/guides\/?/, '')
    .replace(/\/$/, '');
  const candidates = slug ? [`${slug}.mdx`, `${slug}/index.mdx`] : ['index.mdx'];
  return candidates.map((file) => join(guidesRoot, file)).find((file) => existsSync(file));
}

const titles = new Map<string, string>();

/** The `title:` of the guide at `path`; throws when the page or its title is missing. */
export function guideTitle(path: string): string {
  const file = guideFile(path);
  if (!file) throw new Error(`Glossary: no guide page for ${path} in content/guides`);
  let title = titles.get(file);
  if (title === undefined) {
    const match = /^---\n[\s\S]*?^title:\s*(.+?)\s*$/m.exec(readFileSync(file, 'utf8'));
    if (!match?.[1]) throw new Error(`Glossary: ${file} has no title in its frontmatter`);
    title = match[1].replace(/^(["'])(.*)\1$/, '$2');
    titles.set(file, title);
  }
  return title;
}
