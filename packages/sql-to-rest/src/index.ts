export {
  type AnyTranslatorError,
  type ErrorKind,
  isTranslatorError,
  ParseError,
  RenderError,
  type Renderer,
  type TranslationError,
  UnimplementedError,
  UnsupportedError,
} from './errors.ts';
export type * from './model.ts';
export {
  type InitOptions,
  initParser,
  isParserReady,
  type PgQueryFactory,
  type WasmModule,
} from './parse/wasm-parser.ts';
export { formatCurl } from './render/curl.ts';
export { type HttpMethod, type HttpRequest, renderHttp } from './render/http.ts';
export { formatHttp } from './render/raw-http.ts';
export { renderSupabaseJs, type SupabaseJsQuery } from './render/supabase-js.ts';
export { buildUrl } from './render/url.ts';
export { translate, translateSync } from './translate.ts';
