// Types for serve.mjs (plain JavaScript so `node scripts/serve.mjs` runs without a build step).

export type ResolvedPath =
  | { kind: 'file'; filePath: string; status: number }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' }
  | { kind: 'bad-request' };

export interface RunningServer {
  /** Origin without a trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string;
  close(): Promise<void>;
}

export const DEFAULT_ROOT: string;
export function contentTypeFor(filePath: string): string;
export function cacheControlFor(urlPath: string): string;
export function acceptsGzip(header?: string): boolean;
export function resolvePath(root: string, rawPath: string): Promise<ResolvedPath>;
export function startServer(options?: {
  root?: string;
  port?: number;
  host?: string;
}): Promise<RunningServer>;
