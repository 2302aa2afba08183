// The site's HTTP caching policy, in one place: local/serve.mjs (what `npm start` sends) and
// build/static-headers.mjs (the `_headers` file for static hosts, written into out/ at build) both read it.
//
// Next.js puts a content hash in every file name under /_next/static/, so those never change and are cached
// for a year. Everything else (HTML, Markdown twins, llms.txt, preview images, the search index, the
// translator's WASM) keeps its name across deploys, so browsers and CDNs must revalidate it on every use
// (they keep a copy and ask with its ETag; an unchanged file costs a 304).

const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** URL prefixes whose files never change under their name: content-hashed, or versioned (`/pglite/0.5.16/`). */
const HASHED_PREFIXES = ['/_next/static/', '/pglite/'];

/** Headers every response carries, whatever the path. */
/** @type {Record<string, string>} */
export const COMMON_HEADERS = { 'X-Content-Type-Options': 'nosniff' };

/**
 * The Cache-Control of a successful response for a URL path.
 * @param {string} urlPath
 */
export function cacheControlFor(urlPath) {
  return HASHED_PREFIXES.some((prefix) => urlPath.startsWith(prefix)) ? IMMUTABLE : REVALIDATE;
}
