import { formatCurl, formatHttp, type HttpRequest, type Statement } from 'sql-to-rest';
import { DEFAULT_BASE_URL, INVALID_URL_MESSAGE, normalizeBaseUrl } from './base-url';
import type { Outcome, RendererFailure, TranslationFailure } from './translate-sql';

export type Language = 'curl' | 'http' | 'js';

/** The output tabs in display order; cURL is the default. */
export const LANGUAGES: readonly { id: Language; label: string }[] = [
  { id: 'curl', label: 'cURL' },
  { id: 'http', label: 'HTTP' },
  { id: 'js', label: 'JavaScript' },
];

type WidgetError = TranslationFailure | RendererFailure;

/**
 * The translator widget's state. `statement`, `request` and `jsCode` are the last successful results: while an
 * error exists they stay on screen (greyed) so the reader keeps their bearings. `error` holds at most one
 * category.
 */
export type WidgetState = {
  sql: string;
  language: Language;
  baseUrl: string;
  statement?: Statement;
  assumptions: string[];
  request?: HttpRequest;
  jsCode?: string;
  error?: WidgetError;
  /** The three outputs, formatted when the translation or the base URL changes, never on a mere render. */
  panels: OutputPanels;
};

export type WidgetAction =
  | { type: 'sql-changed'; sql: string; outcome: Outcome }
  | { type: 'language-selected'; language: Language }
  | { type: 'base-url-changed'; baseUrl: string };

/**
 * The state for `sql` before any typing; with `outcome` (the translation made when the page was built) its
 * outputs are filled in at once.
 */
export function initialWidgetState(
  sql: string,
  baseUrl: string = DEFAULT_BASE_URL,
  outcome?: Outcome,
): WidgetState {
  const empty = withPanels({ sql, language: 'curl', baseUrl, assumptions: [] });
  return outcome ? widgetReducer(empty, { type: 'sql-changed', sql, outcome }) : empty;
}

export function widgetReducer(state: WidgetState, action: WidgetAction): WidgetState {
  switch (action.type) {
    case 'language-selected':
      return { ...state, language: action.language };
    case 'base-url-changed':
      return withPanels({ ...state, baseUrl: action.baseUrl });
    case 'sql-changed':
      // Logged by the caller; the last good output stays as it was.
      if (action.outcome.type === 'unexpected') return { ...state, sql: action.sql };
      return withPanels(applyOutcome({ ...state, sql: action.sql }, action.outcome));
  }
}

type Results = Omit<WidgetState, 'panels'>;

function applyOutcome(state: Results, outcome: Exclude<Outcome, { type: 'unexpected' }>): Results {
  switch (outcome.type) {
    case 'failed':
      return { ...state, error: outcome.error };
    case 'translated': {
      const { http, js } = outcome;
      const next: Results = {
        ...state,
        statement: outcome.statement,
        assumptions: outcome.assumptions,
        request: http.ok ? http.value : state.request,
        jsCode: js.ok ? js.value : state.jsCode,
        error: undefined,
      };
      if (!http.ok) {
        next.error = http.error;
        // Only one error is stored; should both renderers fail, the stale JavaScript must not pass for current.
        if (!js.ok) next.jsCode = undefined;
      } else if (!js.ok) {
        next.error = js.error;
      }
      return next;
    }
  }
}

/** The parse, unsupported or unimplemented error, if one exists: every output is greyed and inert meanwhile. */
export function blockingError(state: Results): TranslationFailure | undefined {
  return state.error?.kind === 'render' ? undefined : state.error;
}

/** What one output tab shows. `error` is the message above the tab; `disabled` greys it and makes it inert. */
export type OutputPanel = {
  language: Language;
  text: string;
  error?: { message: string; hint?: string };
  disabled: boolean;
  /** Pieces of `text` that name the API host; the widget turns them into buttons for the base-URL dialog. */
  hostTexts: string[];
};

type OutputPanels = Record<Language, OutputPanel>;

function withPanels(state: Results): WidgetState {
  return { ...state, panels: outputPanels(state) };
}

/** Formats each output once: cURL and raw HTTP from the rendered request, JavaScript as rendered. */
function outputPanels(state: Results): OutputPanels {
  const blocked = blockingError(state) !== undefined;
  const failed = (renderer: 'http' | 'js') =>
    state.error?.kind === 'render' && state.error.renderer === renderer ? messageOf(state.error) : undefined;
  const jsError = failed('js');
  return {
    curl: requestPanel(state, 'curl', blocked, failed('http')),
    http: requestPanel(state, 'http', blocked, failed('http')),
    js: {
      language: 'js',
      text: state.jsCode ?? '',
      error: jsError,
      disabled: blocked || jsError !== undefined || state.jsCode === undefined,
      hostTexts: [],
    },
  };
}

/**
 * cURL and raw HTTP share the HTTP renderer's error. With an unusable base URL both are written for the
 * default one, and only cURL is greyed under the "Invalid URL" message.
 */
function requestPanel(
  state: Results,
  language: 'curl' | 'http',
  blocked: boolean,
  renderError: OutputPanel['error'],
): OutputPanel {
  const base = normalizeBaseUrl(state.baseUrl);
  const usable = base.ok ? base.url : DEFAULT_BASE_URL;
  const curl = language === 'curl';
  let error = renderError ?? (curl && !base.ok ? { message: INVALID_URL_MESSAGE } : undefined);
  let text = '';
  if (state.request) {
    try {
      text = (curl ? formatCurl : formatHttp)(usable, state.request);
    } catch (thrown) {
      error ??= { message: thrown instanceof Error ? thrown.message : String(thrown) };
    }
  }
  return {
    language,
    text,
    error,
    disabled: blocked || error !== undefined,
    hostTexts: curl ? (base.ok ? [base.url] : []) : [new URL(usable).host],
  };
}

function messageOf(error: WidgetError): { message: string; hint?: string } {
  return error.hint ? { message: error.message, hint: error.hint } : { message: error.message };
}
