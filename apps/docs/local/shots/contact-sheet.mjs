// The contact sheet of `npm run shots`: index.html beside the screenshots, a table per page (signed out and
// signed in by 390/1440 px, light and dark) of thumbnails linking to the full images, with what each shot
// left out and any warning. Also the record of the shots (shots.json) that lets a run of a few pages update the
// sheet of a full run.

import { SESSIONS, THEMES, VIEWPORTS } from './plan.mjs';

/**
 * @import { ShotPage } from './pages.mjs'
 * @import { Session, Theme } from './plan.mjs'
 */

/**
 * @typedef {object} ShotEntry
 * @property {string} file The full image, relative to the sheet.
 * @property {string} thumb Its thumbnail, relative to the sheet.
 * @property {string} pageId
 * @property {string} viewport A VIEWPORTS id.
 * @property {Theme} theme
 * @property {Session} session
 * @property {number} width
 * @property {number} height Of the image.
 * @property {number} fullHeight Of the page.
 * @property {number} status
 * @property {string} title
 * @property {string[]} warnings
 * @typedef {object} SheetMeta
 * @property {string} takenAt When the last run ended, e.g. `2026-11-27 10:00 UTC`.
 * @property {string} account Who the signed-in shots are of.
 * @property {number} seconds How long the run took.
 */

/**
 * The shots of a run added to those of earlier ones: a shot of the same file replaces the earlier one, and
 * shots of pages no longer in `pages` are dropped.
 * @param {readonly ShotEntry[]} previous
 * @param {readonly ShotEntry[]} fresh
 * @param {readonly ShotPage[]} pages
 * @returns {ShotEntry[]}
 */
export function mergeEntries(previous, fresh, pages) {
  const known = new Set(pages.map((page) => page.id));
  const replaced = new Set(fresh.map((entry) => entry.file));
  return [...previous.filter((entry) => !replaced.has(entry.file)), ...fresh].filter((entry) =>
    known.has(entry.pageId),
  );
}

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

const number = new Intl.NumberFormat('en-US');
/** @param {number} value */
const px = (value) => `${number.format(value)} px`;

/** @param {ShotEntry} entry */
function anchorOf(entry) {
  return entry.file.replace(/\.png$/, '');
}

/** @param {ShotEntry} entry */
function sizeLine(entry) {
  if (entry.height >= entry.fullHeight) return `${number.format(entry.width)} × ${px(entry.fullHeight)}`;
  return `${number.format(entry.width)} × ${px(entry.height)}, <strong>the first ${px(entry.height)} of ${px(entry.fullHeight)}</strong>`;
}

/** @param {ShotEntry | undefined} entry */
function cell(entry) {
  if (!entry) return '<td class="missing">not taken</td>';
  const label = `${entry.viewport} px, ${entry.theme}, ${entry.session}`;
  const status = entry.status === 200 ? '' : `<p class="warning">HTTP ${entry.status}</p>`;
  const warnings = entry.warnings.map((warning) => `<p class="warning">${escapeHtml(warning)}</p>`).join('');
  return `<td id="${escapeHtml(anchorOf(entry))}"><a href="${escapeHtml(entry.file)}"><img src="${escapeHtml(
    entry.thumb,
  )}" alt="${escapeHtml(label)}" loading="lazy"></a><p>${sizeLine(entry)}</p>${status}${warnings}</td>`;
}

/**
 * @param {ShotPage} page
 * @param {number} place The page's number in the full list.
 * @param {readonly ShotEntry[]} entries
 */
function pageSection(page, place, entries) {
  const columns = VIEWPORTS.flatMap((viewport) => THEMES.map((theme) => ({ viewport: viewport.id, theme })));
  const head = columns.map((column) => `<th>${column.viewport} px, ${column.theme}</th>`).join('');
  const rows = SESSIONS.map((session) => {
    const cells = columns
      .map((column) =>
        cell(
          entries.find(
            (entry) =>
              entry.viewport === column.viewport && entry.theme === column.theme && entry.session === session,
          ),
        ),
      )
      .join('');
    return `<tr><th scope="row">${session === 'signed-in' ? 'Signed in' : 'Signed out'}</th>${cells}</tr>`;
  }).join('\n');
  const cut = page.maxHeight ? ` <span class="note">(shots keep the first ${px(page.maxHeight)})</span>` : '';
  return `<section id="${escapeHtml(page.id)}">
<h2>${String(place).padStart(2, '0')} · ${escapeHtml(page.name)} <code>${escapeHtml(page.path)}</code>${cut}</h2>
<table>
<thead><tr><th></th>${head}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>`;
}

/**
 * The contact sheet for `entries`, pages in the order of `pages` (pages without shots left out).
 * @param {{ pages: readonly ShotPage[], entries: readonly ShotEntry[], meta: SheetMeta, maxHeight: number }} sheet
 */
export function renderContactSheet({ pages, entries, meta, maxHeight }) {
  const shown = pages
    .map((page, index) => ({
      page,
      place: index + 1,
      own: entries.filter((entry) => entry.pageId === page.id),
    }))
    .filter(({ own }) => own.length > 0);
  const flagged = entries.filter((entry) => entry.warnings.length > 0 || entry.status !== 200);
  const cutPages = pages.filter((page) => page.maxHeight);
  const cutNote = cutPages
    .map((page) => `${escapeHtml(page.name)} (first ${px(page.maxHeight ?? 0)})`)
    .join(', ');
  const warningList =
    flagged.length === 0
      ? '<p>No warnings: every page answered 200, fitted its viewport and showed its widgets with data.</p>'
      : `<ul>${flagged
          .map(
            (entry) =>
              `<li><a href="#${escapeHtml(anchorOf(entry))}">${escapeHtml(entry.file)}</a>: ${escapeHtml(
                [...(entry.status === 200 ? [] : [`HTTP ${entry.status}`]), ...entry.warnings].join('; '),
              )}</li>`,
          )
          .join('')}</ul>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Screenshots: ${entries.length} shots of ${shown.length} pages</title>
<style>
:root { color-scheme: light dark; font: 14px/1.45 system-ui, sans-serif; }
body { margin: 1.5rem; }
h1 { font-size: 1.4rem; margin: 0 0 .5rem; }
h2 { font-size: 1.1rem; margin: 2rem 0 .5rem; }
nav a { margin-right: .75rem; white-space: nowrap; }
table { border-collapse: collapse; }
th, td { border: 1px solid #8884; padding: .4rem; vertical-align: top; text-align: left; }
td { width: 200px; }
td img { display: block; width: 200px; border: 1px solid #8886; }
td p { margin: .3rem 0 0; font-size: 12px; }
.note { font-weight: normal; font-size: .85rem; opacity: .75; }
.warning { color: #b42318; }
@media (prefers-color-scheme: dark) { .warning { color: #ff8a80; } }
.missing { opacity: .6; }
:target { outline: 3px solid #e8a317; }
</style>
</head>
<body>
<h1>Screenshots of the docs site</h1>
<p>${entries.length} full-page shots of ${shown.length} pages at ${VIEWPORTS.map((viewport) => `${viewport.id} px`).join(' and ')} wide, light and dark, signed out and signed in as ${escapeHtml(
    meta.account,
  )}; the last run, at ${escapeHtml(meta.takenAt)}, took ${number.format(Math.round(meta.seconds))} s. A thumbnail shows the top of its shot; select it for the full image.</p>
<p>Cut shots: ${cutNote || 'none'} keep only their top, and no shot is taller than ${px(maxHeight)}; each cut shot says how much of the page it holds. Every page is shown as a returning reader sees it, in the web fonts.</p>
<h2>Warnings</h2>
${warningList}
<nav>${shown.map(({ page }) => `<a href="#${escapeHtml(page.id)}">${escapeHtml(page.name)}</a>`).join(' ')}</nav>
${shown.map(({ page, place, own }) => pageSection(page, place, own)).join('\n')}
</body>
</html>
`;
}
