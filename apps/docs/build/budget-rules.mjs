// The data behind `npm run budget`: budgets, heavy-feature fingerprints, page types, and the rules that
// judge a measurement. Kept apart from the browser runner (scripts/budget.mjs) so the rules are unit-tested.

/**
 * @typedef {'search' | 'mermaid' | 'editor' | 'sql-parser' | 'api-settings' | 'apple-secret' | 'jwt-generator'} FeatureName
 * @typedef {'forbidden' | 'required' | 'after-load' | 'on-use'} FeatureRule 'forbidden' (the default): never
 *   loads. 'required': loads at some point. 'after-load': only after `load`. 'on-use': not before `load`, and
 *   maybe never (it loads when the reader reaches for it).
 * @typedef {object} Budget
 * @property {number} jsGzKiB
 * @property {number} cssGzKiB
 * @property {number} [htmlGzKiB]
 * @property {number} [htmlRawKB] The HTML document as served before compression, in KB of 1000 bytes.
 * @typedef {object} PageType
 * @property {string} name
 * @property {string} [path]
 * @property {number} [status]
 * @property {boolean} [optional]
 * @property {string} [findByAttribute]
 * @property {'mermaid'} [pathOverride]
 * @property {boolean} [searchOnCtrlK]
 * @property {Budget} budget
 * @property {Partial<Record<FeatureName, FeatureRule>>} [features]
 * @typedef {object} LoadedResource
 * @property {string} url
 * @property {'js' | 'css' | 'html' | 'other'} kind
 * @property {string} text The body as text; only read for JS.
 * @typedef {object} Measurement
 * @property {number} status
 * @property {number} htmlGzKiB
 * @property {number} htmlRawKB
 * @property {number} jsGzKiB
 * @property {number} cssGzKiB
 * @property {FeatureName[]} featuresBeforeLoad
 * @property {FeatureName[]} featuresAfterLoad
 * @property {{ loadedBeforeKey: boolean, dialog: boolean, loadedAfterKey: boolean, jsGzKiB: number }} [searchOpened]
 */

/** Spec (issue 2): a guide page loads at most 140 KiB gz JS and 25 KiB gz CSS before `load`. */
/** @type {Budget} */
export const GUIDE_BUDGET = { jsGzKiB: 140, cssGzKiB: 25 };

/**
 * Heavy features and how to recognise them. URL patterns match the request URL; fingerprints are
 * string literals from inside each library that minifiers keep verbatim (error messages), so they
 * survive bundling, hashing and chunk splitting:
 * - mermaid: the message mermaid's detectType throws for unknown diagrams; it lives in the core chunk
 *   that every render goes through (mermaid 11, dist/chunks/mermaid.core).
 * - editor: @codemirror/state's "multiple instances" error and @codemirror/view's re-entrant update
 *   error; any CodeMirror 6 editor ships both packages.
 * - sql-parser: any .wasm outside Pagefind, or the emscripten runtime's fetch-failure message that the
 *   parser's JS glue carries (libpg-query/wasm/libpg-query.js, used by packages/sql-to-rest).
 * - search: anything under /pagefind/ (Pagefind's JS, index chunks and its own wasm.<lang>.pagefind).
 * - api-settings: the API-settings widget's session and data libraries: the message of auth-js's
 *   AuthSessionMissingError (lib/errors) and TanStack Query's missing-provider error (QueryClientProvider).
 * - apple-secret / jwt-generator: the auth generators (components/auth-generators/), by a message each
 *   component holds itself; they must load only on the pages that show them.
 * @type {Record<FeatureName, { urls: RegExp[], fingerprints: string[] }>}
 */
export const FEATURES = {
  search: { urls: [/\/pagefind\//], fingerprints: [] },
  mermaid: { urls: [], fingerprints: ['No diagram type detected matching given configuration'] },
  editor: {
    urls: [],
    fingerprints: [
      'multiple instances of @codemirror/state are loaded',
      'Calls to EditorView.update are not allowed while an update is in progress',
    ],
  },
  'sql-parser': {
    urls: [/^(?!.*\/pagefind\/).*\.wasm(?:[?#]|$)/],
    fingerprints: ['both async and sync fetching of the wasm failed'],
  },
  'api-settings': {
    urls: [],
    fingerprints: ['Auth session missing!', 'No QueryClient set, use QueryClientProvider to set one'],
  },
  'apple-secret': { urls: [], fingerprints: ['Choose your .p8 key file.'] },
  'jwt-generator': {
    urls: [],
    fingerprints: ['Requests bypass Row Level Security and may read and change every row.'],
  },
};

/**
 * The page types. `features` says what each heavy feature may do there; anything not listed is
 * 'forbidden' (must not load, not even after `load` while the page is scrolled through).
 *   'required'   must load (at any time)
 *   'after-load' must not load before `load`, must load after it
 *   'on-use'     must not load before `load`; may load later, when the reader reaches for it
 * `findByAttribute` picks the first exported page whose HTML carries that attribute when `path` is unset.
 * `optional` page types are measured only when their page exists in out/.
 */
/** @type {PageType[]} */
export const PAGE_TYPES = [
  { name: 'home', path: '/', budget: GUIDE_BUDGET },
  { name: 'guide', path: '/guides/getting-started/', budget: GUIDE_BUDGET, searchOnCtrlK: true },
  {
    name: 'guide + diagram',
    // Found in out/ by attribute; override with --mermaid-path /guides/x/ or BUDGET_MERMAID_PATH.
    findByAttribute: 'data-mermaid',
    pathOverride: 'mermaid',
    // Diagrams are drawn at build time (scripts/render-diagrams.mjs): mermaid must not load, even here.
    budget: GUIDE_BUDGET,
  },
  { name: '404', path: '/budget-check/no-such-page/', status: 404, budget: GUIDE_BUDGET },
  // Guides with an interactive widget loaded on demand (lazy-widgets.tsx).
  { name: 'guide + estimator', path: '/guides/realtime/limits/', optional: true, budget: GUIDE_BUDGET },
  { name: 'guide + extensions', path: '/guides/database/extensions/', optional: true, budget: GUIDE_BUDGET },
  {
    name: 'CLI reference',
    path: '/reference/cli/',
    optional: true,
    // Issue 11: the page's HTML at most 800 KB raw (KB = 1000 bytes, as the issue states it).
    budget: { ...GUIDE_BUDGET, htmlGzKiB: 400, htmlRawKB: 800 },
  },
  {
    name: 'JavaScript reference',
    path: '/reference/javascript/',
    optional: true,
    // Issue 25: the same budgets as the CLI reference.
    budget: { ...GUIDE_BUDGET, htmlGzKiB: 400, htmlRawKB: 800 },
  },
  {
    name: 'SQL to REST',
    path: '/guides/api/sql-to-rest/',
    optional: true,
    budget: GUIDE_BUDGET,
    // The outputs for the starting SQL come from the build; CodeMirror is built at the first click on the SQL.
    features: { editor: 'on-use', 'sql-parser': 'after-load' },
  },
  {
    // A signed-out reader (this visit) gets the sign-in prompt from the island; auth-js and TanStack Query
    // load only on "Log in" or with a session in storage (components/api-settings/api-settings-island.tsx).
    name: 'guide + API settings',
    path: '/guides/getting-started/api-keys/',
    budget: GUIDE_BUDGET,
  },
  // The auth generators load on demand with their pages (lazy-widgets.tsx), never on other guides.
  {
    name: 'guide + JWT generator',
    path: '/guides/auth/jwts/',
    budget: GUIDE_BUDGET,
    features: { 'jwt-generator': 'required' },
  },
  {
    name: 'guide + Apple secret',
    path: '/guides/auth/social-login/auth-apple/',
    budget: GUIDE_BUDGET,
    // A social provider page: it shows the callback-URL widget too.
    features: { 'apple-secret': 'required' },
  },
  {
    // The provider grid is server-rendered; the callback-URL widget, like the API settings, shows a signed-out
    // reader its sign-in prompt without loading auth-js.
    name: 'guide + social provider',
    path: '/guides/auth/social-login/auth-github/',
    budget: GUIDE_BUDGET,
  },
];

/** The feature names, typed (Object.keys would give plain strings). */
const FEATURE_NAMES = /** @type {FeatureName[]} */ (Object.keys(FEATURES));

/**
 * Which heavy features a set of responses contains.
 * @param {LoadedResource[]} records
 */
export function featuresIn(records) {
  /** @type {Set<FeatureName>} */
  const found = new Set();
  for (const feature of FEATURE_NAMES) {
    const { urls, fingerprints } = FEATURES[feature];
    for (const record of records) {
      const byUrl = urls.some((pattern) => pattern.test(record.url));
      const byBody = record.kind === 'js' && fingerprints.some((text) => record.text.includes(text));
      if (byUrl || byBody) found.add(feature);
    }
  }
  return found;
}

/**
 * Everything wrong with one measured page, as sentences; empty when the page passes.
 * @param {PageType} type
 * @param {Measurement} result
 */
export function judge(type, result) {
  /** @type {string[]} */
  const problems = [];
  const { budget } = type;
  const expectedStatus = type.status ?? 200;
  if (result.status !== expectedStatus) problems.push(`HTTP ${result.status}, expected ${expectedStatus}`);
  if (result.jsGzKiB > budget.jsGzKiB) {
    problems.push(`JS ${result.jsGzKiB.toFixed(1)} KiB gz before load > ${budget.jsGzKiB} KiB`);
  }
  if (result.cssGzKiB > budget.cssGzKiB) {
    problems.push(`CSS ${result.cssGzKiB.toFixed(1)} KiB gz before load > ${budget.cssGzKiB} KiB`);
  }
  if (budget.htmlGzKiB !== undefined && result.htmlGzKiB > budget.htmlGzKiB) {
    problems.push(`HTML ${result.htmlGzKiB.toFixed(1)} KiB gz > ${budget.htmlGzKiB} KiB`);
  }
  if (budget.htmlRawKB !== undefined && result.htmlRawKB > budget.htmlRawKB) {
    problems.push(`HTML ${result.htmlRawKB.toFixed(1)} KB raw > ${budget.htmlRawKB} KB`);
  }
  const before = new Set(result.featuresBeforeLoad);
  const after = new Set(result.featuresAfterLoad);
  for (const feature of FEATURE_NAMES) {
    const rule = type.features?.[feature] ?? 'forbidden';
    const any = before.has(feature) || after.has(feature);
    if (rule === 'forbidden' && any) {
      problems.push(
        `${feature} loaded ${before.has(feature) ? 'before' : 'after'} load but this page does not use it`,
      );
    }
    if (rule === 'required' && !any) problems.push(`${feature} never loaded although the page uses it`);
    if ((rule === 'after-load' || rule === 'on-use') && before.has(feature)) {
      problems.push(`${feature} loaded before load; it must wait until after`);
    }
    if (rule === 'after-load' && !after.has(feature)) problems.push(`${feature} did not load after load`);
  }
  if (result.searchOpened) {
    if (result.searchOpened.loadedBeforeKey) problems.push('search loaded before Ctrl+K was pressed');
    if (!result.searchOpened.dialog) problems.push('pressing Ctrl+K did not open a dialog');
    if (!result.searchOpened.loadedAfterKey) problems.push('searching after Ctrl+K did not load Pagefind');
  }
  return problems;
}
