// Types for og-images.mjs.
import type { OgFonts, OgPage } from './og-image.mjs';

export interface OgImageJob extends OgPage {
  /** Where the PNG goes, as a site path: `/og/guides/auth.png`. */
  path: string;
}

export function metaContent(html: string, key: string): string | undefined;
export function sectionFor(pagePath: string, contentDir?: string): Promise<string>;
export function collectImages(
  root: string,
  contentDir?: string,
): Promise<{ images: OgImageJob[]; missing: string[] }>;
export function writeImages(root: string, images: OgImageJob[], fonts?: OgFonts): Promise<number>;
