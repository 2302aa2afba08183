import { type TranslationError, toTranslatorError } from './errors.ts';
import type { TranslateResult } from './model.ts';
import { type InitOptions, initParser, isParserReady, parseSql } from './parse/wasm-parser.ts';
import { processParseResult } from './process/statement.ts';

/**
 * Translates one SQL statement into a PostgREST request model. Loads the parser on first use.
 * Rejects with a ParseError, UnsupportedError or UnimplementedError, and nothing else.
 */
export async function translate(sql: string, options?: InitOptions): Promise<TranslateResult> {
  if (!isParserReady()) {
    try {
      await initParser(options);
    } catch (error) {
      throw toTranslatorError(error, 'translate');
    }
  }
  return translateSync(sql);
}

/** Like {@link translate}, for callers that already awaited `initParser()`. */
export function translateSync(sql: string): TranslateResult {
  try {
    if (typeof sql !== 'string') throw new TypeError('The SQL must be a string');
    return processParseResult(parseSql(sql));
  } catch (error) {
    throw toTranslatorError(error, 'translate') as TranslationError;
  }
}
