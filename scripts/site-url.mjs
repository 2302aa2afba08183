// The address `npm start` serves, as readers open it: what the build bakes into canonical links, the sitemap,
// llms.txt and the Markdown twins (NEXT_PUBLIC_SITE_URL). 127.0.0.1 is shown as localhost, as start.mjs prints it.

/**
 * @param {string} host the address the server binds (HOST)
 * @param {number} port
 */
export function servedSiteUrl(host, port) {
  const name = host === '127.0.0.1' || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}
