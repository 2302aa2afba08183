// Markdown on request: a page URL asked for with `Accept: text/markdown` is answered with the page's Markdown
// twin (the address rule of lib/markdown/site-markdown.ts: `/guides/auth/` → `/guides/auth.md`, `/` →
// `/index.md`). The local server (local/serve.mjs) uses it; the README shows the same rule for static hosts.

/**
 * Whether an Accept header asks for Markdown over HTML: `text/markdown` with a q-value above zero and at
 * least that of an explicit `text/html`. A browser's header names no `text/markdown`, so it gets HTML.
 * @param {string | undefined} header
 */
export function prefersMarkdown(header = '') {
  let markdown = 0;
  let html = 0;
  for (const part of header.split(',')) {
    const [type = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const qParam = params.find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number.parseFloat(qParam.slice(2)) || 0;
    if (type === 'text/markdown') markdown = Math.max(markdown, q);
    if (type === 'text/html') html = Math.max(html, q);
  }
  return markdown > 0 && markdown >= html;
}

/**
 * The twin of a page path (ending in `/`), or null for anything that is not a page address.
 * @param {string} pagePath
 */
export function twinOfPagePath(pagePath) {
  if (!pagePath.endsWith('/')) return null;
  return pagePath === '/' ? '/index.md' : `${pagePath.slice(0, -1)}.md`;
}
