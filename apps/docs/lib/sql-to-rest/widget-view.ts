import { errorRange, type TextRange } from './error-range';
import { applicableFaqs, type FaqId } from './faqs';
import type { TranslationFailure } from './translate-sql';
import type { TranslatorStatus } from './translator-client';
import { blockingError, type WidgetState } from './widget-state';

/** What the widget shows around the outputs, for its state and the parser's status. */
export type WidgetView = {
  /** False while the parser's loading or failure message stands in for the outputs. */
  outputsShown: boolean;
  /** Every output greyed and inert, while a parse, unsupported or unimplemented error stands. */
  blocked: boolean;
  /** The error above the outputs, shown only with them. */
  error?: TranslationFailure;
  faqs: FaqId[];
};

/**
 * `built` says the page came with the starting SQL's translation: it stands in while the parser loads. A
 * failed parser load is shown instead of any output.
 */
export function widgetView(state: WidgetState, parser: TranslatorStatus, built: boolean): WidgetView {
  const outputsShown = parser === 'ready' || (parser === 'loading' && built);
  const error = blockingError(state);
  return {
    outputsShown,
    blocked: error !== undefined,
    error: outputsShown ? error : undefined,
    faqs: applicableFaqs(state),
  };
}

/** The underline in the editor for a parse error, tied to the text it was found in. */
export type ErrorMark = { sql: string; range: TextRange; message: string };

export function errorMarkOf(sql: string, error: TranslationFailure | undefined): ErrorMark | undefined {
  if (error?.position === undefined) return undefined;
  const range = errorRange(sql, error.position);
  return range ? { sql, range, message: error.message } : undefined;
}
