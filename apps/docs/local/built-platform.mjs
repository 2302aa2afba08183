// Which platform API an export was built for. The API-settings widget's props carry the URL baked in at build
// time (NEXT_PUBLIC_PLATFORM_API_URL), so a page that renders it tells which platform-dev, if any, the export
// needs running: the browser tests, `npm run lighthouse` and `npm run shots` start it there.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A page with the API-settings widget, relative to the export's root. */
const WIDGET_PAGE = 'guides/getting-started/api-keys/index.html';

/**
 * The platform API URL baked into the export at `outDir`, read from the widget's props in the page's RSC
 * payload; undefined when there is no such page or it holds none.
 * @param {string} outDir
 * @returns {Promise<string | undefined>}
 */
export async function builtPlatformUrl(outDir) {
  const html = await readFile(join(outDir, WIDGET_PAGE), 'utf8').catch(() => '');
  return /\\?"platformApiUrl\\?":\\?"([^"\\]+)/.exec(html)?.[1];
}
