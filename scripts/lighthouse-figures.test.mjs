import { describe, expect, it } from 'vitest';
import { figuresOf, formatTable, median, parseArgs, selectPages, summarise } from './lighthouse-figures.mjs';

/** The parts of a Lighthouse result (`lhr`) that the figures read. */
function lhr({ performance = 0.9, seo = 1, tbt = 120, failingSeo = false } = {}) {
  return {
    categories: {
      performance: { score: performance, auditRefs: [] },
      accessibility: { score: 1, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
      'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
      seo: {
        score: seo,
        auditRefs: [
          { id: 'meta-description', weight: 1 },
          { id: 'unweighted', weight: 0 },
        ],
      },
    },
    audits: {
      'first-contentful-paint': { numericValue: 900 },
      'largest-contentful-paint': { numericValue: 1500 },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: 0 },
      'color-contrast': { score: 1 },
      'errors-in-console': { score: 1 },
      'meta-description': { score: failingSeo ? 0 : 1 },
      unweighted: { score: 0 },
    },
  };
}

describe('parseArgs', () => {
  it('defaults to three runs of every page', () => {
    expect(parseArgs([])).toEqual({ runs: 3, filters: [], json: false, out: undefined, save: undefined });
  });

  it('reads runs, page filters, an export folder, a report folder and --json in either spelling', () => {
    expect(
      parseArgs([
        '--runs',
        '5',
        '--page=cli',
        '--page',
        'home',
        '--out',
        '/tmp/out',
        '--save=/tmp/lh',
        '--json',
      ]),
    ).toEqual({
      runs: 5,
      filters: ['cli', 'home'],
      json: true,
      out: '/tmp/out',
      save: '/tmp/lh',
    });
  });

  it('explains a bad run count, a missing value and an unknown argument', () => {
    expect(() => parseArgs(['--runs', '0'])).toThrow('--runs must be a whole number from 1 to 25, got "0".');
    expect(() => parseArgs(['--page'])).toThrow('--page needs a value.');
    expect(() => parseArgs(['--fast'])).toThrow('Unknown argument "--fast"');
  });
});

describe('selectPages', () => {
  it('keeps pages whose name or path contains a filter', () => {
    expect(selectPages(['cli']).map((page) => page.name)).toEqual(['CLI reference', 'CLI crawler page']);
    expect(selectPages(['/guides/api/']).map((page) => page.name)).toEqual(['SQL to REST']);
  });

  it('takes a filter equal to a page name or path as that page alone', () => {
    expect(selectPages(['guide']).map((page) => page.name)).toEqual(['guide']);
    expect(selectPages(['/guides/getting-started/']).map((page) => page.name)).toEqual(['guide']);
    expect(selectPages(['Guide', 'home']).map((page) => page.name)).toEqual(['home', 'guide']);
  });

  it('lists the page names when nothing matches', () => {
    expect(() => selectPages(['nope'])).toThrow(/No page matches "nope". Pages: home, guide/);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 5])).toBe(5);
    expect(median([])).toBeNull();
  });
});

describe('figures and summaries', () => {
  it('reads scores as 0–100, the four metrics, and the weighted audits that cost points', () => {
    const figures = figuresOf(lhr({ performance: 0.874, seo: 0.92, failingSeo: true }));
    expect(figures.scores).toEqual({ performance: 87, accessibility: 100, 'best-practices': 100, seo: 92 });
    expect(figures.metrics).toEqual({ FCP: 900, LCP: 1500, TBT: 120, CLS: 0 });
    expect(figures.failing).toEqual(['seo: meta-description']);
  });

  it('takes the median of each figure over the runs and prints a Markdown table', () => {
    const runs = [
      lhr({ tbt: 400, performance: 0.8 }),
      lhr({ tbt: 90 }),
      lhr({ tbt: 130, performance: 0.95 }),
    ];
    const summary = summarise({ name: 'CLI reference', path: '/reference/cli/' }, runs.map(figuresOf));
    expect(summary.scores.performance).toBe(90);
    expect(summary.metrics.TBT).toBe(130);
    expect(formatTable([summary]).split('\n')[2]).toBe(
      '| CLI reference | `/reference/cli/` | 90 | 100 | 100 | 100 | 900 ms | 1,500 ms | 130 ms | 0.000 |',
    );
  });
});
