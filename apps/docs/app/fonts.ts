import localFont from 'next/font/local';

/*
 * The site's typefaces, self-hosted from the @fontsource packages (OFL-1.1) through next/font: the
 * files are copied into the export at build time (no font service, builds work offline), each face gets
 * `font-display: swap` and a fallback face whose metrics are adjusted to the real one. Inter, the text face, is
 * preloaded, so a reader's first page is set in it: the file arrives beside the stylesheet and is there for the
 * first paint on most connections (on a slow one the fallback shows first, sized like Inter). The code face is
 * not preloaded: a reader's first page uses its fallback and fetches it after the first paint, for the pages
 * after it (lib/layout/web-fonts.ts). Only the latin subset ships; other characters fall back to the system
 * font. The paths are relative to this file and point into the root node_modules, where npm workspaces install
 * these packages (fonts.test.ts checks that).
 */

/**
 * Inter, one variable file for weights 100–900 (48 KB): body text, headings, the UI. Every page shows it above
 * the fold, so this is the one file preloaded.
 */
// next/font names each family after its variable: `inter` and `jetbrainsMono`.
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
  fallback: ['ui-sans-serif', 'system-ui', 'sans-serif'],
  preload: true,
});

/**
 * JetBrains Mono for code, one static regular file (21 KB) rather than the 41 KB variable one: every page with
 * code fetches it, so half the bytes is a faster page (when it was fetched before the first paint, Lighthouse
 * mobile FCP went 1.22 → 1.08 s on guides, 1.37 → 1.22 s on the CLI reference). Bold code (the CLI reference's command titles,
 * `**`code`**`) is emboldened by the browser; a monospace face keeps its advance widths, so nothing moves. A
 * separate semibold file cost the CLI pages a second request (FCP 1.52 s then).
 */
export const jetbrainsMono = localFont({
  src: '../../../node_modules/@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff2',
  weight: '400',
  style: 'normal',
  display: 'swap',
  variable: '--font-jetbrains-mono',
  // next/font can only adjust Arial or Times New Roman; globals.css declares a monospace fallback face with
  // JetBrains Mono's metrics, so code swapped in while the page shows does not move the text around it.
  adjustFontFallback: false,
  fallback: ['JetBrains Mono Fallback', 'ui-monospace', 'Menlo', 'Consolas', 'monospace'],
  preload: false,
});
