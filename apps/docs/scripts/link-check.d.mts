// Types for link-check.mjs (plain JavaScript so `node scripts/link-check.mjs` runs without a build step).

export interface FoundLink {
  attribute: string;
  url: string;
}

export interface BrokenLink {
  /** URL path of the page holding the link, e.g. `/guides/getting-started/`. */
  page: string;
  url: string;
  reason: string;
}

export function scanHtml(html: string): { links: FoundLink[]; anchors: Set<string> };
export function isExternal(url: string): boolean;
export function pagePathFor(root: string, filePath: string): string;
export function isSlashlessPageLink(pathname: string, targetFile: string): boolean;
export function markdownLinks(markdown: string): string[];
export function checkLinks(
  root?: string,
): Promise<{ pages: number; markdownFiles: number; linksChecked: number; broken: BrokenLink[] }>;
