// Types for search-index.mjs (plain JavaScript so `node scripts/search-index.mjs` runs without a build step).
export const OUT_DIR: string;
export function prepareHtmlForIndex(html: string): string;
export function urlForHtmlFile(outDir: string, file: string): string;
export function buildSearchIndex(options?: {
  outDir?: string;
  log?: (message: string) => void;
}): Promise<{ pages: number; outputPath: string }>;
