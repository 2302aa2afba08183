/**
 * The export serves every page from a folder (`trailingSlash: true`), so a page's own address ends in a
 * slash. Adds it to a site-relative page path; leaves external URLs, files (`/icon.svg`) and paths that
 * already end in a slash alone, and keeps any `?query` or `#fragment` after the slash.
 */
export function withTrailingSlash(url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const at = url.search(/[?#]/);
  const path = at === -1 ? url : url.slice(0, at);
  const rest = at === -1 ? '' : url.slice(at);
  if (path.endsWith('/') || /\.[a-z0-9]+$/i.test(path)) return url;
  return `${path}/${rest}`;
}
