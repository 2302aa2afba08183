import { describe, expect, it } from 'vitest';
import { mergeEntries, renderContactSheet, type ShotEntry } from './contact-sheet.mjs';
import { SHOT_PAGES } from './pages.mjs';
import { MAX_SHOT_HEIGHT, shotFileName, variants } from './plan.mjs';

const META = { takenAt: '2026-11-27 10:00 UTC', account: 'demo@example.com', seconds: 412 };

function entriesOf(pageId: string, overrides: Partial<ShotEntry> = {}): ShotEntry[] {
  const page = SHOT_PAGES.find((candidate) => candidate.id === pageId);
  if (!page) throw new Error(`no page ${pageId}`);
  return variants().map((variant) => {
    const file = shotFileName(page, variant);
    return {
      file,
      thumb: `thumbs/${file.replace('.png', '.jpg')}`,
      pageId,
      viewport: variant.viewport.id,
      theme: variant.theme,
      session: variant.session,
      width: variant.viewport.width,
      height: 3200,
      fullHeight: 3200,
      status: 200,
      title: page.name,
      warnings: [],
      ...overrides,
    };
  });
}

/** The rows of the table of one page, as the text of their cells. */
function tableOf(html: string, pageId: string) {
  const section = new RegExp(`<section id="${pageId}">([\\s\\S]*?)</section>`).exec(html)?.[1] ?? '';
  return [...section.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => cell[1] ?? ''),
  );
}

describe('renderContactSheet', () => {
  it('gives each page a table: signed out and signed in by width and theme, thumbnails linking to the shots', () => {
    const html = renderContactSheet({
      pages: SHOT_PAGES,
      entries: [...entriesOf('home'), ...entriesOf('jwts')],
      meta: META,
      maxHeight: MAX_SHOT_HEIGHT,
    });
    expect(html).toContain('<title>Screenshots: 16 shots of 2 pages</title>');
    expect(html.match(/<table>/g)).toHaveLength(2);
    const rows = tableOf(html, 'jwts');
    expect(rows[0]).toEqual(['', '390 px, light', '390 px, dark', '1440 px, light', '1440 px, dark']);
    expect(rows.map((row) => row[0])).toEqual(['', 'Signed out', 'Signed in']);
    expect(rows[2]?.[2]).toContain(
      '<a href="11-jwts--390-dark-signed-in.png"><img src="thumbs/11-jwts--390-dark-signed-in.jpg" alt="390 px, dark, signed-in"',
    );
    expect(rows[1]?.[3]).toContain('<p>1,440 × 3,200 px</p>');
    expect(html).toContain('<h2>11 · JWTs <code>/guides/auth/jwts/</code></h2>');
    expect(html).not.toContain('<section id="glossary">');
  });

  it('says how much of a cut page a shot holds, and which pages are cut', () => {
    const html = renderContactSheet({
      pages: SHOT_PAGES,
      entries: entriesOf('cli-reference', { height: 6000, fullHeight: 412_345 }),
      meta: META,
      maxHeight: MAX_SHOT_HEIGHT,
    });
    expect(tableOf(html, 'cli-reference')[1]?.[1]).toContain(
      '390 × 6,000 px, <strong>the first 6,000 px of 412,345 px</strong>',
    );
    expect(html).toContain('(shots keep the first 6,000 px)');
    expect(html).toContain(
      'Cut shots: Errors reference (first 6,000 px), CLI reference (first 6,000 px), JavaScript reference (first 6,000 px) keep only their top, and no shot is taller than 30,000 px',
    );
  });

  it('lists the warnings at the top, linking to their shots, and marks shots not taken', () => {
    const entries = entriesOf('api-keys').map((entry) =>
      entry.session === 'signed-in' && entry.viewport === '390' && entry.theme === 'dark'
        ? { ...entry, warnings: ['widget shows a failure: api-settings "<Project URL>" (failed)'] }
        : entry,
    );
    const html = renderContactSheet({
      pages: SHOT_PAGES,
      entries: entries.filter((entry) => entry.theme !== 'light' || entry.session !== 'signed-in'),
      meta: META,
      maxHeight: MAX_SHOT_HEIGHT,
    });
    expect(html).toContain(
      '<li><a href="#05-api-keys--390-dark-signed-in">05-api-keys--390-dark-signed-in.png</a>: widget shows a failure: api-settings &quot;&lt;Project URL&gt;&quot; (failed)</li>',
    );
    expect(html).toContain('<td id="05-api-keys--390-dark-signed-in">');
    expect(tableOf(html, 'api-keys')[2]).toEqual([
      'Signed in',
      'not taken',
      expect.any(String),
      'not taken',
      expect.any(String),
    ]);
  });

  it('says so when nothing needs a look', () => {
    const html = renderContactSheet({
      pages: SHOT_PAGES,
      entries: entriesOf('home'),
      meta: META,
      maxHeight: MAX_SHOT_HEIGHT,
    });
    expect(html).toContain('<p>No warnings:');
  });
});

describe('mergeEntries', () => {
  it('replaces the shots a run took again and keeps the others', () => {
    const before = [...entriesOf('home'), ...entriesOf('jwts')];
    const again = entriesOf('jwts', { height: 4000, fullHeight: 4000 });
    const merged = mergeEntries(before, again, SHOT_PAGES);
    expect(merged).toHaveLength(16);
    expect(merged.filter((entry) => entry.pageId === 'jwts').every((entry) => entry.height === 4000)).toBe(
      true,
    );
    expect(merged.filter((entry) => entry.pageId === 'home')).toEqual(entriesOf('home'));
  });

  it('drops the shots of pages no longer in the list', () => {
    const gone = entriesOf('home').map((entry) => ({
      ...entry,
      pageId: 'old-page',
      file: `x-${entry.file}`,
    }));
    expect(mergeEntries(gone, entriesOf('jwts'), SHOT_PAGES).map((entry) => entry.pageId)).toEqual(
      Array(8).fill('jwts'),
    );
  });
});
