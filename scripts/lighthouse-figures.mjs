// The pure part of `npm run lighthouse` (scripts/lighthouse.mjs): the page list, argument parsing, reading
// one Lighthouse result, medians and the printed table. Kept apart from the browser runner so it is unit-tested.

/** One page per page type (issue 11). */
const LIGHTHOUSE_PAGES = [
  { name: 'home', path: '/' },
  { name: 'guide', path: '/guides/getting-started/' },
  { name: 'guide + diagram', path: '/guides/getting-started/architecture/' },
  { name: 'CLI reference', path: '/reference/cli/' },
  { name: 'CLI crawler page', path: '/reference/cli/crawlers/supabase-db-push/' },
  { name: 'SQL to REST', path: '/guides/api/sql-to-rest/' },
  { name: 'guide + API settings', path: '/guides/getting-started/api-keys/' },
  { name: 'code-heavy guide', path: '/guides/auth/server-side-auth/' },
  { name: 'JS reference', path: '/reference/javascript/' },
  { name: 'errors reference', path: '/guides/troubleshooting/errors/' },
];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Lighthouse audit ids of the metrics printed, with the unit they are shown in. */
const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP', unit: 'ms' },
  { id: 'largest-contentful-paint', label: 'LCP', unit: 'ms' },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', unit: '' },
];

const DEFAULT_RUNS = 3;

/**
 * `--runs N` (or `--runs=N`), `--page TEXT` (repeatable; keeps pages whose name or path contains it),
 * `--out DIR` (another export to serve, e.g. a copy of an earlier build), `--save DIR` (each run's full
 * Lighthouse report as JSON, to read the audits behind a score), `--json`. Throws a sentence on
 * anything else.
 */
export function parseArgs(argv) {
  const options = { runs: DEFAULT_RUNS, filters: [], json: false, out: undefined, save: undefined };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg];
    const value = () => {
      if (inline !== undefined) return inline;
      index += 1;
      const next = argv[index];
      if (next === undefined) throw new Error(`${flag} needs a value.`);
      return next;
    };
    if (flag === '--runs') {
      const raw = value();
      const runs = Number(raw);
      if (!Number.isInteger(runs) || runs < 1 || runs > 25) {
        throw new Error(`--runs must be a whole number from 1 to 25, got "${raw}".`);
      }
      options.runs = runs;
    } else if (flag === '--page') {
      options.filters.push(value());
    } else if (flag === '--out') {
      options.out = value();
    } else if (flag === '--save') {
      options.save = value();
    } else if (flag === '--json') {
      options.json = true;
    } else {
      throw new Error(
        `Unknown argument "${arg}". Use --runs N, --page TEXT (repeatable), --out DIR, --save DIR and --json.`,
      );
    }
  }
  return options;
}

/**
 * The pages a run measures: a filter equal to a page's name or path picks that page alone (`--page guide` is
 * the guide page, not every page whose name holds "guide"); any other filter keeps the pages whose name or
 * path contains it. A filter matching nothing is an error that lists the page names.
 */
export function selectPages(filters, pages = LIGHTHOUSE_PAGES) {
  if (filters.length === 0) return pages;
  const wanted = filters.map((filter) => filter.toLowerCase());
  const matches = (page, filter) => {
    const exact = pages.filter((p) => p.name.toLowerCase() === filter || p.path === filter);
    if (exact.length > 0) return exact.includes(page);
    return page.name.toLowerCase().includes(filter) || page.path.includes(filter);
  };
  const chosen = pages.filter((page) => wanted.some((filter) => matches(page, filter)));
  if (chosen.length === 0) {
    throw new Error(
      `No page matches ${filters.map((f) => `"${f}"`).join(', ')}. Pages: ${pages.map((p) => p.name).join(', ')}.`,
    );
  }
  return chosen;
}

/**
 * The figures of one Lighthouse result (`runnerResult.lhr`): category scores 0–100, metric values, and the
 * audits that cost a non-performance category points (what to fix).
 */
export function figuresOf(lhr) {
  const scores = {};
  for (const id of CATEGORIES) {
    const score = lhr.categories?.[id]?.score;
    scores[id] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  const metrics = {};
  for (const { id, label } of METRICS) {
    const value = lhr.audits?.[id]?.numericValue;
    metrics[label] = typeof value === 'number' ? value : null;
  }
  const failing = [];
  for (const id of CATEGORIES.slice(1)) {
    for (const ref of lhr.categories?.[id]?.auditRefs ?? []) {
      const audit = lhr.audits?.[ref.id];
      if (ref.weight > 0 && audit && typeof audit.score === 'number' && audit.score < 1) {
        failing.push(`${id}: ${ref.id}`);
      }
    }
  }
  return { scores, metrics, failing, runtimeError: lhr.runtimeError?.message ?? null };
}

/** The median of the numbers given (the mean of the middle two for an even count); null when none. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each score and metric is the median of its own values over the runs (runs may disagree on which is worst). */
export function summarise(page, runs) {
  const scores = {};
  for (const id of CATEGORIES) scores[id] = median(runs.map((run) => run.scores[id]));
  const metrics = {};
  for (const { label } of METRICS) metrics[label] = median(runs.map((run) => run.metrics[label]));
  const failing = [...new Set(runs.flatMap((run) => run.failing))].sort();
  const errors = [...new Set(runs.map((run) => run.runtimeError).filter(Boolean))];
  return { name: page.name, path: page.path, runs: runs.length, scores, metrics, failing, errors };
}

function formatMetric(label, value) {
  if (value === null) return '–';
  if (label === 'CLS') return value.toFixed(3);
  return `${Math.round(value).toLocaleString('en-US')} ms`;
}

/** The figures as a Markdown table (pastes into the README), then what cost points, page by page. */
export function formatTable(summaries) {
  const header = ['page type', 'path', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'];
  const lines = [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`];
  for (const summary of summaries) {
    const cells = [
      summary.name,
      `\`${summary.path}\``,
      ...CATEGORIES.map((id) => (summary.scores[id] === null ? '–' : String(Math.round(summary.scores[id])))),
      ...METRICS.map(({ label }) => formatMetric(label, summary.metrics[label])),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  const notes = summaries.flatMap((summary) => [
    ...summary.errors.map((error) => `${summary.name}: Lighthouse error: ${error}`),
    ...summary.failing.map((audit) => `${summary.name}: ${audit}`),
  ]);
  if (notes.length > 0)
    lines.push('', 'Audits that cost points (in any run):', ...notes.map((n) => `- ${n}`));
  return lines.join('\n');
}
