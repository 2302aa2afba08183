import { join } from 'node:path';
import { diagramFilePath } from '@/build/diagram-files.mjs';
import { DIAGRAMS_FOLDER, diagramKey, readDiagram } from '@/build/mermaid-diagrams.mjs';

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
  const key = diagramKey(chart);
  // Centred by margins, not flexbox: a diagram wider than the box then overflows to the right only, where
  // the box scrolls, instead of being cut off on the left.
  const drawing = '[&>svg]:mx-auto [&>svg]:block';
  const link = 'text-sm text-primary underline underline-offset-2';
  return (
    <div className="my-6" data-diagram={key}>
      <figure
        // The box scrolls sideways on narrow screens, so keyboard users must be able to focus it; the edge
        // shadows (.scroll-cue) show that more of the drawing lies beyond the edge.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label={accTitle(chart) ?? 'Diagram'}
        className="scroll-cue m-0 overflow-x-auto rounded-lg border border-border p-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        data-mermaid="ready"
      >
        {/* mermaid drew these with securityLevel "strict" (labels escaped, no scripts) from our own content. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: SVG drawn at build time from our own content */}
        <div className={`${drawing} dark:hidden`} dangerouslySetInnerHTML={{ __html: light }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: SVG drawn at build time from our own content */}
        <div className={`${drawing} hidden dark:block`} dangerouslySetInnerHTML={{ __html: dark }} />
      </figure>
      {/* The drawing at its own size (app/diagrams), for a reader who wants all of it at once. */}
      <p className="mt-1 mb-0 text-right" data-pagefind-ignore>
        <a href={diagramFilePath(key, 'light')} className={`${link} dark:hidden`}>
          Open the diagram full size
        </a>
        <a href={diagramFilePath(key, 'dark')} className={`${link} hidden dark:inline`}>
          Open the diagram full size
        </a>
      </p>
    </div>
  );
}
