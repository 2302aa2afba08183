// Types for dev-search-index.mjs (plain JavaScript so it runs before `next dev` without a build step).
export function copyBuiltIndex(options?: {
  outDir?: string;
  publicDir?: string;
}): Promise<{ copied: boolean; message: string }>;
export function removeDevIndex(options?: { publicDir?: string }): Promise<void>;
