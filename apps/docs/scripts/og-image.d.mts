// Types for og-image.mjs.
export const OG_WIDTH: number;
export const OG_HEIGHT: number;

/** Parsed opentype.js fonts; opaque to callers. */
export interface OgFonts {
  regular: unknown;
  semibold: unknown;
  bold: unknown;
}

export interface OgPage {
  siteName: string;
  title: string;
  description?: string;
  section?: string;
}

export function loadFonts(): OgFonts;
export function measure(font: unknown, text: string, size: number): number;
export function wrapText(
  text: string,
  width: number,
  maxLines: number,
  measureText: (text: string) => number,
): string[];
export function ogImageSvg(fonts: OgFonts, page: OgPage): string;
