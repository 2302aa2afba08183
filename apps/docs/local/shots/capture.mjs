// The browser side of `npm run shots`: a context per variant (viewport, theme, session) and one full-page
// screenshot of a page once everything a reader would wait for is on screen.

import { pageScriptsAdded } from '../../build/paint-first.mjs';
import { AUTH_STORAGE_KEY } from '../stored-session.mjs';
import { keptHeight } from './plan.mjs';

/**
 * @import { Browser, BrowserContext, Page } from 'playwright-core'
 * @import { ShotPage } from './pages.mjs'
 * @import { Variant } from './plan.mjs'
 */

/**
 * @typedef {object} Shot
 * @property {Buffer} png
 * @property {number} status The page's HTTP status.
 * @property {string} title
 * @property {number} width Of the image: the page's scroll width, wider than the viewport when it overflows.
 * @property {number} fullHeight The page's whole height in CSS pixels.
 * @property {number} height Of the image (keptHeight).
 * @property {string[]} warnings What was not as expected: a widget that never showed data, an overflow.
 */

/**
 * The flag the site sets once its web fonts are cached (lib/layout/web-fonts.ts; capture.test.ts). A reader's
 * first page sets code in the fallback face and every later one in JetBrains Mono: set from the start, every
 * shot shows the returning reader's page, whichever the context opened first.
 */
export const WEB_FONTS_STORAGE_KEY = 'docs-web-fonts';

/**
 * A widget still on its way: the API-settings widget (placeholder, session or lists loading), its value or
 * branches loading, the code-samples chooser before its code ran or while it loads the project's values, and
 * the SQL-to-REST translator before its parser is ready.
 */
const PENDING_WIDGETS = [
  '[data-slot="api-settings"][data-state="loading"]',
  '[data-slot="api-settings"][data-state="user-loading"]',
  '[data-slot="api-settings"][data-state="logged-in-pending"]',
  '[data-slot="api-settings-value"][data-state="loading"]',
  '[data-branch-state="pending"]',
  '[data-slot="code-values-frame"][data-state="static"]',
  '[data-slot="code-values-frame"][data-state="loading"]',
  '[data-slot="sql-to-rest"][data-state="loading"]',
].join(', ');

/** Widgets in a state a signed-in reader should not meet: they show the failure, not data. */
const FAILED_WIDGETS = [
  '[data-slot="api-settings"][data-state="logged-in-error"]',
  '[data-slot="api-settings"][data-state="failed"]',
  '[data-slot="api-settings-value"][data-state="error"]',
  '[data-slot="code-values-frame"][data-state="error"]',
  '[data-slot="sql-to-rest"][data-state="failed"]',
].join(', ');

/**
 * Boxes whose content must stay inside them (fixed-height widgets, fields beside their button): anything drawn
 * past their edges overlaps the text around them.
 */
const CONTAINED = [
  '[data-slot="api-settings"]',
  '[data-slot="code-values-frame"]',
  '[data-slot="copy-field"]',
  '[data-slot="hidden-field"]',
].join(', ');

const WIDGETS_TIMEOUT_MS = 20_000;
const IMAGES_TIMEOUT_MS = 10_000;

/**
 * A context for one variant: its viewport (a phone's with touch), colour scheme and, signed in, the stored
 * session. Both are written by an init script only when the page's origin has none yet, so a session the
 * page refreshed (auth-js rotates its refresh token) is never overwritten by the first one.
 * @param {Browser} browser
 * @param {Variant} variant
 * @param {[string, string][]} session localStorage entries of a signed-in reader; empty signed out.
 * @returns {Promise<BrowserContext>}
 */
export async function variantContext(browser, variant, session) {
  const { viewport, theme } = variant;
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: 1,
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
    colorScheme: theme,
  });
  await context.addInitScript(
    ({ fontsKey, authKey, entries }) => {
      try {
        localStorage.setItem(fontsKey, '1');
        const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
        if (keys.some((key) => key?.startsWith(authKey))) return;
        for (const [key, value] of entries) localStorage.setItem(key, value);
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    },
    { fontsKey: WEB_FONTS_STORAGE_KEY, authKey: AUTH_STORAGE_KEY, entries: session },
  );
  return context;
}

/**
 * Opens `url` in `page` and waits for what a reader waits for: `load`, the page's scripts (added after its
 * first paint) and a quiet network, its widgets showing data (or a failure, noted as a warning), the fonts,
 * every image and section drawn (lazy ones included, which a full-page shot would otherwise show empty), and
 * two frames.
 * Then takes the page in full, up to its kept height.
 * @param {Page} page
 * @param {string} url
 * @param {ShotPage} shotPage
 * @returns {Promise<Shot>}
 */
export async function capture(page, url, shotPage) {
  /** @type {string[]} */
  const warnings = [];
  const response = await page.goto(url, { waitUntil: 'load' });
  await pageScriptsAdded(page);
  await page.waitForLoadState('networkidle');

  const settled = await page
    .waitForFunction((selector) => !document.querySelector(selector), PENDING_WIDGETS, {
      timeout: WIDGETS_TIMEOUT_MS,
    })
    .then(
      () => true,
      () => false,
    );
  if (!settled) {
    const pending = await widgetsMatching(page, PENDING_WIDGETS);
    warnings.push(`still loading after ${WIDGETS_TIMEOUT_MS / 1000} s: ${pending.join(', ')}`);
  }
  const failed = await widgetsMatching(page, FAILED_WIDGETS);
  if (failed.length > 0) warnings.push(`widget shows a failure: ${failed.join(', ')}`);
  await page.waitForLoadState('networkidle');

  // Sections the page lets the browser skip while far from the viewport (the CLI reference's
  // `content-visibility: auto`) would be blank in a full-page shot; a reader scrolling there sees them drawn.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const imagesDone = await page
    .evaluate(
      (timeout) =>
        Promise.race([
          Promise.all(
            [...document.images].map((image) => {
              if (image.loading === 'lazy') image.loading = 'eager';
              if (image.complete) return true;
              return new Promise((done) => {
                image.addEventListener('load', () => done(true), { once: true });
                image.addEventListener('error', () => done(true), { once: true });
              });
            }),
          ).then(() => true),
          new Promise((done) => setTimeout(() => done(false), timeout)),
        ]),
      IMAGES_TIMEOUT_MS,
    )
    .catch(() => false);
  if (!imagesDone) warnings.push(`images still loading after ${IMAGES_TIMEOUT_MS / 1000} s`);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(undefined)))),
  );

  const size = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
    title: document.title,
  }));
  warnings.push(...(await outOfTheirBoxes(page, CONTAINED)));
  const viewportWidth = page.viewportSize()?.width ?? size.width;
  if (size.width > viewportWidth) {
    warnings.push(`the page is ${size.width - viewportWidth} px wider than the ${viewportWidth} px viewport`);
  }
  const height = keptHeight(shotPage, size.height);
  const png = await page.screenshot({
    fullPage: true,
    clip: { x: 0, y: 0, width: Math.max(size.width, viewportWidth), height },
    animations: 'disabled',
    caret: 'hide',
  });
  return {
    png,
    status: response?.status() ?? 0,
    title: size.title,
    width: Math.max(size.width, viewportWidth),
    fullHeight: size.height,
    height,
    warnings,
  };
}

/**
 * The widgets matching `selector`, as the warnings name them: slot, state and the heading of their section.
 * @param {Page} page
 * @param {string} selector
 * @returns {Promise<string[]>}
 */
function widgetsMatching(page, selector) {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].map((element) => {
        const html = /** @type {HTMLElement} */ (element);
        const slot = html.dataset.slot ?? 'branches';
        const state = html.dataset.state ?? html.dataset.branchState ?? '?';
        const label = html.closest('section')?.querySelector('h2, h3, h4')?.textContent?.trim();
        return label ? `${slot} "${label}" (${state})` : `${slot} (${state})`;
      }),
    selector,
  );
}

/**
 * For each box matching `selector` whose descendants are drawn past its edges, one sentence: which box, by how
 * many pixels and on which side, and the text that sticks out.
 * @param {Page} page
 * @param {string} selector
 * @returns {Promise<string[]>}
 */
function outOfTheirBoxes(page, selector) {
  return page.evaluate((selector) => {
    /** @type {string[]} */
    const found = [];
    for (const box of document.querySelectorAll(selector)) {
      const edge = box.getBoundingClientRect();
      if (edge.width === 0) continue;
      let worst = { by: 1, side: '', text: '' };
      for (const inner of box.querySelectorAll('*')) {
        const rect = inner.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) continue;
        const sides = /** @type {const} */ ([
          ['below', rect.bottom - edge.bottom],
          ['right', rect.right - edge.right],
          ['left', edge.left - rect.left],
        ]);
        for (const [side, by] of sides) {
          if (by > worst.by) {
            const text = (inner instanceof HTMLTextAreaElement ? inner.value : inner.textContent) ?? '';
            worst = { by, side, text: text.trim().slice(0, 40) };
          }
        }
      }
      if (!worst.side) continue;
      const html = /** @type {HTMLElement} */ (box);
      const label =
        box.querySelector('h2, h3, h4, label')?.textContent?.trim() ?? html.getAttribute('aria-label') ?? '';
      found.push(
        `${html.dataset.slot}${label ? ` "${label}"` : ''}: "${worst.text}" sticks out ${Math.round(worst.by)} px ${worst.side === 'below' ? 'below it' : `on the ${worst.side}`}`,
      );
    }
    return found;
  }, selector);
}

/**
 * A JPEG thumbnail of the top of a shot, `width` pixels wide and at most `maxHeight` tall, drawn by the
 * browser itself (no image library): `page` is any page of the browser.
 * @param {Page} page
 * @param {Buffer} png
 * @param {{ width: number, maxHeight: number }} size
 * @returns {Promise<Buffer>}
 */
export async function thumbnail(page, png, { width, maxHeight }) {
  const base64 = await page.evaluate(
    async ({ data, width, maxHeight }) => {
      const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const scale = width / bitmap.width;
      const height = Math.min(maxHeight, Math.round(bitmap.height * scale));
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, bitmap.width, height / scale, 0, 0, width, height);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.82 });
      const buffer = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let index = 0; index < buffer.length; index += 0x8000) {
        binary += String.fromCharCode(...buffer.subarray(index, index + 0x8000));
      }
      return btoa(binary);
    },
    { data: png.toString('base64'), width, maxHeight },
  );
  return Buffer.from(base64, 'base64');
}
