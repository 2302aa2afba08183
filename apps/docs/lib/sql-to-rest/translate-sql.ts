import {
  type HttpRequest,
  isTranslatorError,
  ParseError,
  renderHttp,
  renderSupabaseJs,
  type Statement,
  type TranslationError,
  translateSync,
} from 'sql-to-rest';

/** The three error categories that stop a translation; the outputs are unusable while one exists. */
export type TranslationFailure = {
  kind: 'parse' | 'unsupported' | 'unimplemented';
  message: string;
  hint?: string;
  /** Parse errors only: the index into the SQL text where the parser stopped, for the mark in the editor. */
  position?: number;
};

/** A statement that one output cannot represent: `http` covers the cURL and HTTP tabs, `js` the JavaScript tab. */
export type RendererFailure = { kind: 'render'; renderer: 'http' | 'js'; message: string; hint?: string };

type Rendered<T> = { ok: true; value: T } | { ok: false; error: RendererFailure };

/** What one run of the translator produced for one SQL text. */
export type Outcome =
  | {
      type: 'translated';
      statement: Statement;
      assumptions: string[];
      http: Rendered<HttpRequest>;
      js: Rendered<string>;
    }
  | { type: 'failed'; error: TranslationFailure }
  /** Not one of the translator's typed errors: a bug. The widget logs it and keeps its state. */
  | { type: 'unexpected'; error: unknown };

/** An outcome that can be posted between threads: an `unexpected` error travels as text (it would lose its class). */
export type PortableOutcome =
  | Exclude<Outcome, { type: 'unexpected' }>
  | { type: 'unexpected'; error: string };

/** {@link translateSql}, with an unexpected error turned into its stack or message. */
export function translatePortable(sql: string): PortableOutcome {
  const outcome = translateSql(sql);
  if (outcome.type !== 'unexpected') return outcome;
  const { error } = outcome;
  return {
    type: 'unexpected',
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  };
}

/**
 * Translates `sql` and renders both outputs. The parser must be loaded (`initParser()` resolved): this runs
 * synchronously on every keystroke. Never throws.
 */
export function translateSql(sql: string): Outcome {
  let statement: Statement;
  let assumptions: string[];
  try {
    ({ statement, assumptions } = translateSync(sql));
  } catch (error) {
    if (isTranslatorError(error) && error.kind !== 'render') {
      return { type: 'failed', error: describe(error) };
    }
    return { type: 'unexpected', error };
  }
  const http = render('http', () => renderHttp(statement));
  const js = render('js', () => renderSupabaseJs(statement).code);
  return { type: 'translated', statement, assumptions, http, js };
}

function render<T>(renderer: 'http' | 'js', run: () => T): Rendered<T> {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    if (isTranslatorError(error) && error.kind === 'render') {
      return { ok: false, error: { ...withHint(error.message, error.hint), kind: 'render', renderer } };
    }
    // The renderers wrap every failure in a RenderError; anything else is a bug, reported the same way so
    // the other outputs keep working.
    console.error(error);
    return {
      ok: false,
      error: { kind: 'render', renderer, message: `The ${label(renderer)} output failed` },
    };
  }
}

const label = (renderer: 'http' | 'js') => (renderer === 'http' ? 'HTTP' : 'JavaScript');

function describe(error: TranslationError): TranslationFailure {
  const failure: TranslationFailure = { kind: error.kind, ...withHint(error.message, error.hint) };
  if (error instanceof ParseError) failure.position = error.position;
  return failure;
}

function withHint(message: string, hint: string | undefined): { message: string; hint?: string } {
  return hint ? { message, hint } : { message };
}
