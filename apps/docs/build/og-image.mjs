// Draws one page's OpenGraph preview (1200×630) as SVG: the site's mark and name, the page's section, title
// and description. Text is turned into outlines with the Inter font files from @fontsource/inter, so the
// picture looks the same on every machine and the renderer needs no fonts of its own.
// Used by og-images.mjs; pure apart from reading the font files.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The parts of opentype.js (which ships no types) the drawing uses.
 * @typedef {{ toPathData(decimals: number): string }} GlyphPath
 * @typedef {{ index: number, advanceWidth?: number, getPath(x: number, y: number, size: number): GlyphPath }} Glyph
 * @typedef {{ unitsPerEm: number, charToGlyph(char: string): Glyph }} Font
 * @typedef {{ regular: Font, semibold: Font, bold: Font }} OgFonts
 * @typedef {{ siteName: string, title: string, description?: string | undefined, section?: string }} OgPage
 */

/** @type {{ parse(buffer: ArrayBuffer): Font }} */
const opentype = require('opentype.js');

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const MARGIN = 80;
const TEXT_WIDTH = OG_WIDTH - 2 * MARGIN;

/** The site's dark theme, which reads best in link previews on either background. */
const COLORS = {
  background: '#121212',
  glow: '#3ecf8e',
  foreground: '#ededed',
  muted: '#a1a1aa',
  primary: '#3ecf8e',
  markText: '#0b0b0b',
};

/** Characters the latin subset lacks, spelled with ones it has. */
const SUBSTITUTES = new Map([
  ['→', '->'],
  ['←', '<-'],
  ['⌘', 'Cmd'],
  ['✓', 'yes'],
]);

/**
 * @param {number} weight
 * @returns {Font}
 */
function loadFont(weight) {
  const file = require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
  const bytes = readFileSync(file);
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

/**
 * Inter at the three weights the picture uses.
 * @returns {OgFonts}
 */
export function loadFonts() {
  return { regular: loadFont(400), semibold: loadFont(600), bold: loadFont(700) };
}

/**
 * The glyphs for `text`, one per character (no shaping: the latin text here needs none).
 * @param {Font} font
 * @param {string} text
 * @returns {Glyph[]}
 */
function glyphsFor(font, text) {
  /** @type {Glyph[]} */
  const glyphs = [];
  for (const char of text.normalize('NFC')) {
    const substitute = SUBSTITUTES.get(char);
    if (substitute) {
      glyphs.push(...glyphsFor(font, substitute));
      continue;
    }
    const glyph = font.charToGlyph(char);
    if (glyph.index !== 0 || /\s/.test(char)) glyphs.push(glyph);
  }
  return glyphs;
}

/**
 * Width of `text` in px at `size`.
 * @param {Font} font
 * @param {string} text
 * @param {number} size
 */
export function measure(font, text, size) {
  const scale = size / font.unitsPerEm;
  return glyphsFor(font, text).reduce((width, glyph) => width + (glyph.advanceWidth ?? 0) * scale, 0);
}

/**
 * Breaks `text` into at most `maxLines` lines no wider than `width` (by `measureText`), between words; a word
 * wider than a line is cut. When text is left over, the last line ends with an ellipsis.
 * @param {string} text
 * @param {number} width
 * @param {number} maxLines
 * @param {(text: string) => number} measureText
 * @returns {string[]}
 */
export function wrapText(text, width, maxLines, measureText) {
  if (maxLines <= 0) return [];
  const words = text.trim().split(/\s+/).filter(Boolean);
  /** @type {string[]} */
  const lines = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (measureText(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) {
      lines.push(line);
      if (lines.length === maxLines) break;
    }
    line = word;
    while (measureText(line) > width && line.length > 1) {
      // A single word longer than the line: cut it where it still fits.
      let cut = line.length - 1;
      while (cut > 1 && measureText(line.slice(0, cut)) > width) cut--;
      lines.push(line.slice(0, cut));
      if (lines.length === maxLines) break;
      line = line.slice(cut);
    }
    if (lines.length === maxLines) break;
  }
  const leftOver = lines.length === maxLines;
  if (!leftOver && line) lines.push(line);
  if (leftOver) {
    let last = lines[maxLines - 1] ?? '';
    while (last.length > 0 && measureText(`${last}…`) > width) last = last.slice(0, -1).trimEnd();
    lines[maxLines - 1] = `${last}…`;
  }
  return lines;
}

/**
 * SVG path data for one line of text with its baseline at (x, y).
 * @param {Font} font
 * @param {string} text
 * @param {number} x
 * @param {number} y
 * @param {number} size
 */
function textPath(font, text, x, y, size) {
  const scale = size / font.unitsPerEm;
  let cursor = x;
  let data = '';
  for (const glyph of glyphsFor(font, text)) {
    data += glyph.getPath(cursor, y, size).toPathData(2);
    cursor += (glyph.advanceWidth ?? 0) * scale;
  }
  return data;
}

/** @param {string} text */
const escapeXml = (text) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The preview for one page. `page` is `{ siteName, title, description?, section? }`; a site name ending in
 * "Docs" is drawn like the header's wordmark (the product name, then "Docs" in the muted colour).
 * Returns the SVG markup.
 * @param {OgFonts} fonts
 * @param {OgPage} page
 */
export function ogImageSvg(fonts, page) {
  /** @type {string[]} */
  const parts = [];
  /**
   * @param {string} color
   * @param {string} d
   */
  const fill = (color, d) => (d ? `<path fill="${color}" d="${d}"/>` : '');

  // Header: the mark (as in components/layout/logo-mark.tsx) and the site name.
  parts.push(
    `<g transform="translate(${MARGIN} ${MARGIN}) scale(2)">`,
    `<rect width="32" height="32" rx="8" fill="${COLORS.primary}"/>`,
    `<g fill="${COLORS.markText}"><rect x="6" y="19.5" width="14" height="5" rx="2.5"/>`,
    `<rect x="9" y="13.5" width="14" height="5" rx="2.5" opacity="0.8"/>`,
    `<rect x="12" y="7.5" width="14" height="5" rx="2.5" opacity="0.6"/></g></g>`,
  );
  const nameX = MARGIN + 64 + 20;
  const [, product = page.siteName, docs = ''] = page.siteName.match(/^(.*?)\s*(Docs)?$/) ?? [];
  parts.push(fill(COLORS.foreground, textPath(fonts.semibold, product, nameX, MARGIN + 44, 34)));
  if (docs) {
    const productWidth = measure(fonts.semibold, `${product} `, 34);
    parts.push(fill(COLORS.muted, textPath(fonts.regular, docs, nameX + productWidth, MARGIN + 44, 34)));
  }

  // Section, title (up to 3 lines) and description (up to 2), from the top of the text block down.
  let y = 270;
  if (page.section) {
    parts.push(fill(COLORS.primary, textPath(fonts.semibold, page.section.toUpperCase(), MARGIN, y, 26)));
    y += 24;
  }
  const titleSize = page.title.length > 48 ? 56 : 68;
  const titleLines = wrapText(page.title, TEXT_WIDTH, 3, (text) => measure(fonts.bold, text, titleSize));
  for (const line of titleLines) {
    y += titleSize * 1.12;
    parts.push(fill(COLORS.foreground, textPath(fonts.bold, line, MARGIN, y, titleSize)));
  }
  if (page.description) {
    y += 24;
    const room = Math.max(0, Math.min(2, Math.floor((OG_HEIGHT - 60 - y) / 42)));
    const lines = wrapText(page.description, TEXT_WIDTH, room, (text) => measure(fonts.regular, text, 30));
    for (const line of lines) {
      y += 42;
      parts.push(fill(COLORS.muted, textPath(fonts.regular, line, MARGIN, y, 30)));
    }
  }

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">`,
    `<title>${escapeXml(page.title)}</title>`,
    '<defs><radialGradient id="glow" cx="1" cy="0" r="0.9">',
    `<stop offset="0" stop-color="${COLORS.glow}" stop-opacity="0.28"/>`,
    `<stop offset="1" stop-color="${COLORS.glow}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${COLORS.background}"/>`,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#glow)"/>`,
    `<rect y="${OG_HEIGHT - 10}" width="${OG_WIDTH}" height="10" fill="${COLORS.primary}"/>`,
    ...parts,
    '</svg>',
  ].join('');
}
