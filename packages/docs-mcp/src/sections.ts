import type { DocsPage } from '@platform/docs-core/docs-data';

/*
 * A page cut into its sections, as the data bundle marks them (heading, anchor, offset). The text before the
 * first heading is the page's introduction (no heading). A section's own text runs to the next heading of
 * any level; with its subsections it runs to the next heading of its level or higher.
 */
export interface PageSection {
  heading: string | null;
  anchor: string | null;
  level: number;
  start: number;
  /** End of its own text (the next heading). */
  end: number;
  /** End with its subsections. */
  endWithChildren: number;
}

/** Where the introduction starts: after the `# Title` line and the `> description` quote. */
function bodyStart(markdown: string): number {
  const match = /^# .*\n+(?:>.*\n)*\n*/.exec(markdown);
  return match ? match[0].length : 0;
}

export function pageSections(page: DocsPage): PageSection[] {
  const { markdown } = page;
  const marked = page.sections ?? [];
  const first = marked[0]?.start ?? markdown.length;
  const intro: PageSection = {
    heading: null,
    anchor: null,
    level: 1,
    start: Math.min(bodyStart(markdown), first),
    end: first,
    endWithChildren: markdown.length,
  };
  const sections = marked.map((section, index) => {
    const end = marked[index + 1]?.start ?? markdown.length;
    const next = marked.slice(index + 1).find((later) => later.level <= section.level);
    return {
      heading: section.heading,
      anchor: section.anchor,
      level: section.level,
      start: section.start,
      end,
      endWithChildren: next?.start ?? markdown.length,
    };
  });
  return [intro, ...sections];
}
