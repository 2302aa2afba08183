#!/usr/bin/env node
// Draws every mermaid chart of the guides into data/diagrams/ (one JSON file per chart, an SVG per theme),
// so pages ship the drawing instead of mermaid:
//
//   node scripts/render-diagrams.mjs           draws the charts that have no file, deletes files no page uses
//   node scripts/render-diagrams.mjs --check   only says what is missing or unused (exit 1 when anything is)
//
// The files are committed, so a build only starts Chromium (playwright-core, CHROMIUM_PATH) when a chart is
// new or changed. Mermaid measures its labels in a real page, so the drawing happens in the browser with the
// site's font and colour tokens (read from globals.css), exactly as the page used to draw it on load.

import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIAGRAMS_FOLDER, diagramKey, mermaidCharts, themeTokens } from '../build/mermaid-diagrams.mjs';
import { diagramSize, MERMAID_TOKENS, mermaidConfig } from '../build/mermaid-theme.mjs';

const APP = fileURLToPath(new URL('../', import.meta.url));
const CONTENT = join(APP, 'content');
const FOLDER = join(APP, DIAGRAMS_FOLDER);
const require = createRequire(import.meta.url);
// The family matches next/font's face for Inter (family names compare case-insensitively), so the labels are
// measured here in the font the page shows them in.
const FONT_FAMILY = 'Inter, ui-sans-serif, system-ui, sans-serif';

async function mdxFiles(folder) {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Every chart in the guides, by key. */
async function chartsInContent() {
  const charts = new Map();
  for (const file of await mdxFiles(CONTENT)) {
    const mdx = await readFile(file, 'utf8');
    // Parsing every guide takes seconds; only the few that mention mermaid can hold a chart.
    if (!/mermaid/i.test(mdx)) continue;
    for (const chart of mermaidCharts(mdx)) charts.set(diagramKey(chart), chart);
  }
  return charts;
}

async function storedChart(key) {
  try {
    return JSON.parse(await readFile(join(FOLDER, `${key}.json`), 'utf8')).chart;
  } catch {
    return undefined;
  }
}

/** The root <svg> sized like the column allows: it shrinks down to readable labels, then its box scrolls. */
function sizeSvg(svg) {
  const width = Number(/<svg\b[^>]*\sviewBox="[-\d.]+ [-\d.]+ ([\d.]+)/.exec(svg)?.[1]);
  if (!Number.isFinite(width)) throw new Error('mermaid drew an SVG without a viewBox.');
  const { maxWidth, minWidth } = diagramSize(width);
  const style = `width: 100%; height: auto; max-width: ${maxWidth}; min-width: ${minWidth};`;
  return svg.replace(/^<svg\b[^>]*>/, (tag) =>
    / style="[^"]*"/.test(tag)
      ? tag.replace(/ style="[^"]*"/, ` style="${style}"`)
      : tag.replace(/>$/, ` style="${style}">`),
  );
}

async function draw(charts) {
  const tokens = themeTokens(await readFile(join(APP, 'app/globals.css'), 'utf8'), MERMAID_TOKENS);
  const font = await readFile(
    require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
  );
  // playwright-core loads only when there is something to draw.
  const { launchChromium } = await import('../local/chromium.mjs');
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.setContent(
      `<!doctype html><html><head><style>@font-face{font-family:Inter;font-weight:100 900;src:url(data:font/woff2;base64,${font.toString('base64')}) format('woff2')}body{font-family:${FONT_FAMILY}}</style></head><body></body></html>`,
    );
    await page.evaluate(() => document.fonts.load('16px Inter'));
    await page.addScriptTag({ path: require.resolve('mermaid/dist/mermaid.min.js') });
    await mkdir(FOLDER, { recursive: true });
    for (const [key, chart] of charts) {
      const drawn = {};
      for (const theme of ['light', 'dark']) {
        const config = mermaidConfig(tokens[theme], { dark: theme === 'dark', fontFamily: FONT_FAMILY });
        const svg = await page.evaluate(
          async ({ chart, config, id }) => {
            const { mermaid } = /** @type {any} */ (window);
            mermaid.initialize(config);
            return (await mermaid.render(id, chart)).svg;
          },
          { chart, config, id: `mermaid-${key}-${theme}` },
        );
        drawn[theme] = sizeSvg(svg);
      }
      await writeFile(join(FOLDER, `${key}.json`), `${JSON.stringify({ chart, ...drawn }, null, 2)}\n`);
      console.log(`Drew ${DIAGRAMS_FOLDER}/${key}.json (${chart.split('\n')[0]}…)`);
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  const check = process.argv.includes('--check');
  const charts = await chartsInContent();
  const missing = new Map();
  for (const [key, chart] of charts) if ((await storedChart(key)) !== chart) missing.set(key, chart);
  const files = (await readdir(FOLDER).catch(() => [])).filter((name) => name.endsWith('.json'));
  const unused = files.filter((name) => !charts.has(name.replace(/\.json$/, '')));

  if (check) {
    for (const key of missing.keys()) console.error(`✖ ${DIAGRAMS_FOLDER}/${key}.json is missing or stale.`);
    for (const name of unused) console.error(`✖ ${DIAGRAMS_FOLDER}/${name} is used by no page.`);
    if (missing.size + unused.length > 0) {
      console.error('Run `node scripts/render-diagrams.mjs` in apps/docs and commit data/diagrams/.');
      process.exit(1);
    }
    return;
  }
  for (const name of unused) await rm(join(FOLDER, name));
  if (missing.size > 0) await draw(missing);
}

main().catch((error) => {
  console.error(`✖ Could not draw the diagrams: ${error.message}`);
  process.exit(1);
});
