/**
 * Mermaid's settings for the site: its "base" theme coloured with the site's CSS tokens (so diagrams match
 * the page in both themes), the site's font, and diagrams at their natural size instead of squeezed to the
 * column width. Pure: the tokens are passed in, read from globals.css by scripts/render-diagrams.mjs, which
 * draws every diagram at build time.
 * @import { MermaidConfig } from 'mermaid'
 */

/** The CSS custom properties the diagrams use; all of them are plain hex colours in globals.css. */
export const MERMAID_TOKENS = /** @type {const} */ ([
  '--background',
  '--foreground',
  '--muted',
  '--muted-foreground',
  '--border',
  '--card',
  '--primary',
  '--accent',
]);

/** @typedef {Record<(typeof MERMAID_TOKENS)[number], string>} MermaidTokens */

/** Label size in diagrams, and the smallest size a label may shrink to on screen. */
export const DIAGRAM_FONT_PX = 16;
export const MIN_LABEL_PX = 12;

/**
 * @param {MermaidTokens} tokens
 * @param {{ dark: boolean, fontFamily: string }} options
 * @returns {MermaidConfig & { themeVariables: Record<string, unknown> }}
 */
export function mermaidConfig(tokens, options) {
  // Every diagram type that would otherwise stretch or squeeze its SVG to the container's width.
  const natural = { useMaxWidth: false };
  return {
    startOnLoad: false,
    securityLevel: 'strict',
    theme: 'base',
    fontFamily: options.fontFamily,
    themeVariables: {
      darkMode: options.dark,
      fontFamily: options.fontFamily,
      fontSize: `${DIAGRAM_FONT_PX}px`,
      background: tokens['--background'],
      primaryColor: tokens['--accent'],
      primaryBorderColor: tokens['--primary'],
      primaryTextColor: tokens['--foreground'],
      secondaryColor: tokens['--muted'],
      secondaryBorderColor: tokens['--border'],
      secondaryTextColor: tokens['--foreground'],
      tertiaryColor: tokens['--card'],
      tertiaryBorderColor: tokens['--border'],
      tertiaryTextColor: tokens['--foreground'],
      mainBkg: tokens['--accent'],
      nodeBorder: tokens['--primary'],
      nodeTextColor: tokens['--foreground'],
      textColor: tokens['--foreground'],
      lineColor: tokens['--muted-foreground'],
      edgeLabelBackground: tokens['--background'],
      clusterBkg: tokens['--muted'],
      clusterBorder: tokens['--border'],
      titleColor: tokens['--foreground'],
    },
    flowchart: natural,
    sequence: natural,
    class: natural,
    state: natural,
    er: natural,
    journey: natural,
    gantt: natural,
    pie: natural,
    requirement: natural,
    mindmap: natural,
    timeline: natural,
    gitGraph: natural,
  };
}

/**
 * CSS sizes for a rendered diagram of `naturalWidth` px: it shrinks with the column on wide screens, but
 * never below the scale at which labels would be smaller than MIN_LABEL_PX; past that the box scrolls.
 * @param {number} naturalWidth
 */
export function diagramSize(naturalWidth) {
  const width = Math.max(0, naturalWidth);
  const minScale = MIN_LABEL_PX / DIAGRAM_FONT_PX;
  // Rounded up, and a pixel more, so sub-pixel layout never takes a label just under the minimum.
  return { maxWidth: `${Math.ceil(width)}px`, minWidth: `${Math.ceil(width * minScale) + 1}px` };
}
