// Writes the sign-in providers' logos into public/images/auth-providers/ from the icon packages named in
// data/auth/provider-logos.json, so the site serves its own copies (no hot-linking) and a package update
// brings the current marks. `npm run build` and `npm run dev` run this first (scripts/provider-logos.mjs);
// the folder is git-ignored.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** The colour of a light variant: near-white, readable on the dark theme's background. */
const LIGHT_FILL = '#f5f5f5';

/**
 * @typedef {{ source: string, icon: string, light?: boolean }} LogoEntry one entry of provider-logos.json
 * @typedef {{ body: string, width?: number, height?: number }} IconifyIcon
 * @typedef {{ icons: Record<string, IconifyIcon | undefined>, width?: number, height?: number }} IconifySet
 */

/**
 * Neutral badge for a brand whose mark no maintained icon package ships (see provider-logos.json).
 * @type {Record<string, string | undefined>}
 */
const DRAWN = {
  'message-badge':
    '<rect width="24" height="24" rx="6" fill="#2481d7"/><path fill="#fff" d="M6 7.5A1.5 1.5 0 0 1 7.5 6h9A1.5 1.5 0 0 1 18 7.5v6a1.5 1.5 0 0 1-1.5 1.5H11l-3.5 3v-3h0A1.5 1.5 0 0 1 6 13.5z"/>',
};

/**
 * @param {string} viewBox
 * @param {string} body
 */
const svg = (viewBox, body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>\n`;

/** @type {Record<string, import('simple-icons').SimpleIcon | undefined> | undefined} */
let simpleIcons;
/** @type {IconifySet | undefined} */
let logosSet;

/**
 * The SVG text of one logo entry, and of its light variant when the entry asks for one.
 * @param {string} slug
 * @param {LogoEntry} entry
 * @returns {Promise<{ main: string, light: string | undefined }>}
 */
async function renderLogo(slug, entry) {
  if (entry.source === 'simple-icons') {
    simpleIcons ??= /** @type {Record<string, import('simple-icons').SimpleIcon>} */ (
      /** @type {unknown} */ (await import('simple-icons'))
    );
    const key = `si${entry.icon.charAt(0).toUpperCase()}${entry.icon.slice(1)}`;
    const icon = simpleIcons[key];
    if (!icon) throw new Error(`provider-logos: simple-icons has no "${entry.icon}" (for ${slug})`);
    /** @param {string} fill */
    const path = (fill) => `<title>${icon.title}</title><path fill="${fill}" d="${icon.path}"/>`;
    return {
      main: svg('0 0 24 24', path(`#${icon.hex}`)),
      light: entry.light ? svg('0 0 24 24', path(LIGHT_FILL)) : undefined,
    };
  }
  if (entry.source === '@iconify-json/logos') {
    logosSet ??= /** @type {IconifySet} */ (
      JSON.parse(await readFile(require.resolve('@iconify-json/logos/icons.json'), 'utf8'))
    );
    const set = logosSet;
    const icon = set.icons[entry.icon];
    if (!icon) throw new Error(`provider-logos: @iconify-json/logos has no "${entry.icon}" (for ${slug})`);
    const width = icon.width ?? set.width ?? 16;
    const height = icon.height ?? set.height ?? 16;
    if (entry.light) throw new Error(`provider-logos: no light variant for multi-colour marks (${slug})`);
    return { main: svg(`0 0 ${width} ${height}`, icon.body), light: undefined };
  }
  const drawn = entry.source === 'drawn' ? DRAWN[entry.icon] : undefined;
  if (drawn) return { main: svg('0 0 24 24', drawn), light: undefined };
  throw new Error(`provider-logos: unknown source "${entry.source}" / icon "${entry.icon}" for ${slug}`);
}

/**
 * Reads the mapping and writes `<slug>.svg` (and `<slug>-light.svg`) into `outDir`; returns the file names.
 * @param {string} outDir
 */
export async function writeProviderLogos(outDir) {
  const mappingFile = fileURLToPath(new URL('../data/auth/provider-logos.json', import.meta.url));
  /** @type {Record<string, LogoEntry>} */
  const { $comment: _comment, ...mapping } = JSON.parse(await readFile(mappingFile, 'utf8'));
  await mkdir(outDir, { recursive: true });
  /** @type {string[]} */
  const written = [];
  for (const [slug, entry] of Object.entries(mapping)) {
    const { main, light } = await renderLogo(slug, entry);
    await writeFile(join(outDir, `${slug}.svg`), main);
    written.push(`${slug}.svg`);
    if (light) {
      await writeFile(join(outDir, `${slug}-light.svg`), light);
      written.push(`${slug}-light.svg`);
    }
  }
  return written;
}
