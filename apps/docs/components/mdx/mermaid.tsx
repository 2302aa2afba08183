import { join } from 'node:path';
import { DIAGRAMS_FOLDER, readDiagram } from '@/build/mermaid-diagrams.mjs';

/** The diagram's accessible title (mermaid's `accTitle:` line), for the scrolling box's label. */
function accTitle(chart: string): string | undefined {
  return /^\s*accTitle\s*:\s*(.+)$/m.exec(chart)?.[1]?.trim();
}

/**
 * A ```mermaid fence, drawn at build time (scripts/render-diagrams.mjs) in the site's colours: the page holds
 * an SVG per theme and CSS shows the one that matches, so no script runs, the box has its final size from
 * the first paint and a theme change needs no redraw. Each SVG carries the chart's title and description
 * (`accTitle`/`accDescr`). A diagram wider than the column scrolls inside its box rather than shrinking its
 * labels below a readable size (the sizes are written into the SVG).
 */
export function Mermaid({ chart }: { chart: string }) {
  const { light, dark } = readDiagram(chart, join(process.cwd(), DIAGRAMS_FOLDER));
  // Centred by margins, not flexbox: a diagram wider than the box then overflows to the right only, where
  // the box scrolls, instead of being cut off on the left.
  const drawing = '[&>svg]:mx-auto [&>svg]:block';
  return (
    <figure
      // The box scrolls sideways on narrow screens, so keyboard users must be able to focus it.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-label={accTitle(chart) ?? 'Diagram'}
      className="my-6 overflow-x-auto rounded-lg border border-border p-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      data-mermaid="ready"
    >
      {/* mermaid drew these with securityLevel "strict" (labels escaped, no scripts) from our own content. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: SVG drawn at build time from our own content */}
      <div className={`${drawing} dark:hidden`} dangerouslySetInnerHTML={{ __html: light }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: SVG drawn at build time from our own content */}
      <div className={`${drawing} hidden dark:block`} dangerouslySetInnerHTML={{ __html: dark }} />
    </figure>
  );
}
