/** Stable identifiers of the error categories; the widget and the CLI branch on these. */
export type ErrorKind = 'parse' | 'unsupported' | 'unimplemented' | 'render';

export type Renderer = 'http' | 'js';

abstract class TranslatorError extends Error {
  abstract readonly kind: ErrorKind;
  readonly hint: string | undefined;

  constructor(message: string, hint?: string) {
    super(message);
    this.hint = hint;
  }
}

/** The SQL could not be parsed by the PostgreSQL grammar (or is empty). */
export class ParseError extends TranslatorError {
  readonly kind = 'parse';
  override readonly name = 'ParseError';
  /** Zero-based character offset into the SQL text where the parser stopped. */
  readonly position: number;

  constructor(message: string, position: number, hint?: string) {
    super(message, hint);
    this.position = position;
  }
}

/** Valid SQL that PostgREST has no way to express. */
export class UnsupportedError extends TranslatorError {
  readonly kind = 'unsupported';
  override readonly name = 'UnsupportedError';
}

/** Valid SQL that PostgREST could express but this translator does not handle yet. */
export class UnimplementedError extends TranslatorError {
  readonly kind = 'unimplemented';
  override readonly name = 'UnimplementedError';
}

/** A statement that one output format (HTTP or supabase-js) cannot represent. */
export class RenderError extends TranslatorError {
  readonly kind = 'render';
  override readonly name = 'RenderError';
  readonly renderer: Renderer;

  constructor(message: string, renderer: Renderer, hint?: string) {
    super(message, hint);
    this.renderer = renderer;
  }
}

export type TranslationError = ParseError | UnsupportedError | UnimplementedError;
export type AnyTranslatorError = TranslationError | RenderError;

export function isTranslatorError(error: unknown): error is AnyTranslatorError {
  return (
    error instanceof ParseError ||
    error instanceof UnsupportedError ||
    error instanceof UnimplementedError ||
    error instanceof RenderError
  );
}

const RPC_HINT = 'Wrap the query in a database function and call it through the RPC endpoint.';

/** Shorthand for the most common refusal: a construct PostgREST cannot express. */
export function unsupported(construct: string, hint: string = RPC_HINT): UnsupportedError {
  return new UnsupportedError(`PostgREST does not support ${inSentence(construct)}`, hint);
}

export function unimplemented(construct: string, hint?: string): UnimplementedError {
  return new UnimplementedError(`The translator does not handle ${inSentence(construct)} yet`, hint);
}

/** `Window functions` reads `window functions` mid-sentence; `UNION queries` and `ORDER BY` stay. */
function inSentence(construct: string): string {
  return /^([A-Z][a-z]|An? )/.test(construct) ? construct[0]?.toLowerCase() + construct.slice(1) : construct;
}

/**
 * The single place that turns an unexpected failure (a bug, an exhausted WASM heap, a stack overflow on a
 * pathological input) into a typed error, so callers only ever see the four documented classes.
 */
export function toTranslatorError(error: unknown, stage: 'translate' | Renderer): AnyTranslatorError {
  if (isTranslatorError(error)) return error;
  const detail = error instanceof Error ? error.message : String(error);
  if (stage === 'translate') {
    return new UnsupportedError(
      `This query could not be translated (${detail})`,
      'Simplify the query, or wrap it in a database function and call it through the RPC endpoint.',
    );
  }
  return new RenderError(`The ${stage === 'http' ? 'HTTP' : 'JavaScript'} output failed (${detail})`, stage);
}
