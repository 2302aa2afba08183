// The pure part of `npm run shots` (scripts/shots.mjs): its arguments, which pages and variants a run takes,
// the file names, whether to build, and the height kept of each page. Kept apart from the browser so it is
// unit-tested (plan.test.ts).

import { SHOT_PAGES } from './pages.mjs';

/** @import { ShotPage } from './pages.mjs' */

/**
 * @typedef {{ id: string, width: number, height: number, mobile: boolean }} Viewport
 * @typedef {'light' | 'dark'} Theme
 * @typedef {'signed-out' | 'signed-in'} Session
 * @typedef {{ viewport: Viewport, theme: Theme, session: Session }} Variant
 * @typedef {{ build: boolean, pages: string[], out: string | undefined, help: boolean }} ShotOptions
 */

/** A phone (iPhone 12 to 15) and a laptop's desktop browser. */
/** @type {readonly Viewport[]} */
export const VIEWPORTS = [
  { id: '390', width: 390, height: 844, mobile: true },
  { id: '1440', width: 1440, height: 900, mobile: false },
];
/** @type {readonly Theme[]} */
export const THEMES = ['light', 'dark'];
/** @type {readonly Session[]} */
export const SESSIONS = ['signed-out', 'signed-in'];

/**
 * No shot is kept taller than this, whatever the page: an image of a quarter of a million pixels is slow to take
 * and to open. The tallest guide of the list (the glossary at 390px, about 21,600px) stays whole.
 */
export const MAX_SHOT_HEIGHT = 30_000;

/** platform-dev's port for the screenshots' build: beside `npm start` (54329) and the browser tests (54339). */
export const DEFAULT_SHOTS_PLATFORM_PORT = 54349;

export const USAGE = `Usage: npm run shots -- [--no-build] [--pages TEXT]... [--out DIR]

  --no-build     use apps/docs/out when it was built for the same platform-dev port (rebuilds otherwise)
  --pages TEXT   only the pages whose id, name or path contains TEXT (repeatable)
  --out DIR      where the screenshots go (default: shots/ at the repository root)

PLATFORM_DEV_PORT sets platform-dev's port (default: the port of the existing build, else ${DEFAULT_SHOTS_PLATFORM_PORT}).`;

/**
 * Every variant of one page, in the order the contact sheet shows them: signed out before signed in, then the
 * phone before the desktop, light before dark.
 * @returns {Variant[]}
 */
export function variants() {
  return SESSIONS.flatMap((session) =>
    VIEWPORTS.flatMap((viewport) => THEMES.map((theme) => ({ viewport, theme, session }))),
  );
}

/**
 * `07-auth--390-dark-signed-in.png`: the page's place in the full list first, so a folder listing reads in
 * page order, and every part of the variant spelled out.
 * @param {ShotPage} page
 * @param {Variant} variant
 * @param {readonly ShotPage[]} [pages]
 */
export function shotFileName(page, variant, pages = SHOT_PAGES) {
  const index = pages.findIndex((candidate) => candidate.id === page.id);
  if (index === -1) throw new Error(`"${page.id}" is not in the page list.`);
  const place = String(index + 1).padStart(2, '0');
  return `${place}-${page.id}--${variant.viewport.id}-${variant.theme}-${variant.session}.png`;
}

/**
 * The height kept of a page `fullHeight` CSS pixels tall: all of it, up to the page's own `maxHeight` and
 * MAX_SHOT_HEIGHT.
 * @param {ShotPage} page
 * @param {number} fullHeight
 */
export function keptHeight(page, fullHeight) {
  return Math.min(fullHeight, page.maxHeight ?? MAX_SHOT_HEIGHT, MAX_SHOT_HEIGHT);
}

/**
 * `--no-build`, `--pages TEXT` (repeatable), `--out DIR`, in either `--flag value` or `--flag=value` form, and
 * `--help`. Throws a sentence on anything else.
 * @param {readonly string[]} argv
 * @returns {ShotOptions}
 */
export function parseArgs(argv) {
  /** @type {ShotOptions} */
  const options = { build: true, pages: [], out: undefined, help: false };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    const equals = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const flag = equals === -1 ? arg : arg.slice(0, equals);
    const inline = equals === -1 ? undefined : arg.slice(equals + 1);
    const value = () => {
      if (inline !== undefined) {
        if (inline === '') throw new Error(`${flag} needs a value.`);
        return inline;
      }
      index += 1;
      const next = argv[index];
      if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value.`);
      return next;
    };
    if (flag === '--no-build' && inline === undefined) options.build = false;
    else if (flag === '--pages') options.pages.push(value());
    else if (flag === '--out') options.out = value();
    else if ((flag === '--help' || flag === '-h') && inline === undefined) options.help = true;
    else throw new Error(`Unknown argument "${arg}".\n${USAGE}`);
  }
  return options;
}

/**
 * The pages whose id, name or path contains one of the filters (case-insensitive), in list order; every page
 * without filters. A filter that matches nothing is an error listing the ids, so a typo never passes as a
 * shorter run.
 * @param {readonly string[]} filters
 * @param {readonly ShotPage[]} [pages]
 * @returns {ShotPage[]}
 */
export function selectPages(filters, pages = SHOT_PAGES) {
  if (filters.length === 0) return [...pages];
  const wanted = filters.map((filter) => filter.toLowerCase());
  /** @param {ShotPage} page @param {string} filter */
  const matches = (page, filter) =>
    [page.id, page.name.toLowerCase(), page.path].some((text) => text.includes(filter));
  const unmatched = wanted.filter((filter) => !pages.some((page) => matches(page, filter)));
  if (unmatched.length > 0) {
    throw new Error(
      `--pages ${unmatched.map((filter) => `"${filter}"`).join(', ')} matches no page. The pages: ${pages
        .map((page) => page.id)
        .join(', ')}.`,
    );
  }
  return pages.filter((page) => wanted.some((filter) => matches(page, filter)));
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/**
 * The port of the local platform-dev a build was made for, from the platform API URL it holds; undefined for a
 * build against a remote platform or no build.
 * @param {string | undefined} builtUrl
 */
export function localPlatformPort(builtUrl) {
  if (!builtUrl) return undefined;
  let url;
  try {
    url = new URL(builtUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' || !LOCAL_HOSTS.has(url.hostname) || url.port === '') return undefined;
  return Number(url.port);
}

/**
 * platform-dev's port for the run: PLATFORM_DEV_PORT when set (a number from 1 to 65535, or an error), else
 * the port the existing build was made for (so `--no-build` reuses it), else DEFAULT_SHOTS_PLATFORM_PORT.
 * @param {string | undefined} fromEnv
 * @param {string | undefined} builtUrl
 */
export function platformPort(fromEnv, builtUrl) {
  if (fromEnv !== undefined && fromEnv !== '') {
    const port = Number(fromEnv);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`PLATFORM_DEV_PORT must be a port number from 1 to 65535, got "${fromEnv}".`);
    }
    return port;
  }
  return localPlatformPort(builtUrl) ?? DEFAULT_SHOTS_PLATFORM_PORT;
}

/**
 * Whether the run builds the site, and the line that says why: always unless `--no-build`; with it, only when
 * there is no build for platform-dev on `port`.
 * @param {{ build: boolean, builtUrl: string | undefined, port: number }} state
 * @returns {{ build: boolean, reason: string }}
 */
export function buildDecision({ build, builtUrl, port }) {
  if (build) return { build: true, reason: `building the site against platform-dev on port ${port}` };
  if (!builtUrl) {
    return { build: true, reason: `rebuilding: apps/docs/out has no build with the API-settings widget` };
  }
  if (localPlatformPort(builtUrl) !== port) {
    return {
      build: true,
      reason: `rebuilding: apps/docs/out was built for the platform API at ${builtUrl}, not platform-dev on port ${port}`,
    };
  }
  return { build: false, reason: `using the build in apps/docs/out (made for platform-dev on port ${port})` };
}
