export const IMMUTABLE: string;
export const REVALIDATE: string;
export const HASHED_PREFIXES: string[];
export const COMMON_HEADERS: Record<string, string>;
export function cacheControlFor(urlPath: string): string;
