import type { ParseResult } from '@pgsql/types';
import { ParseError } from '../errors.ts';

export type InitOptions = {
  /**
   * Where to fetch `libpg-query.wasm` from. In browsers pass the URL the app serves the file at
   * (for example `'/wasm/libpg-query.wasm'`). In Node the file is read from the installed package
   * when this is omitted.
   */
  wasmUrl?: string | URL;
  /** The module's bytes, when the caller has already loaded them (skips any fetch or file read). */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /**
   * The parser already compiled (a `WebAssembly.Module`, for example one a worker compiled and posted over):
   * only instantiated, never fetched or compiled again. Takes precedence over `wasmUrl` and `wasmBinary`.
   */
  wasmModule?: WasmModule;
  /**
   * libpg-query's Emscripten factory (the default export of its `wasm/libpg-query.js` glue), when the caller
   * has loaded it. Browsers must pass it: the library never lets a bundler follow its own import of the glue,
   * whose Node-only branch would pull polyfills for `node:fs` and `node:crypto` into the bundle.
   */
  moduleFactory?: PgQueryFactory;
};

// The part of libpg-query's Emscripten module this library uses. Its glue (`wasm/libpg-query.js`) is loaded
// directly, not through the package's entry point, which starts loading the WASM as soon as it is imported
// and cannot be told where the .wasm file lives.
type EmscriptenOptions = {
  locateFile?: (path: string, scriptDirectory: string) => string;
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** Emscripten's hook for callers that instantiate the module themselves. */
  instantiateWasm?: (imports: object, receiveInstance: (instance: object) => void) => object;
  print?: (text: string) => void;
  printErr?: (text: string) => void;
};

type PgQueryWasm = {
  _malloc(size: number): number;
  _free(pointer: number): void;
  _wasm_parse_query_raw(queryPointer: number): number;
  _wasm_free_parse_result(resultPointer: number): void;
  getValue(pointer: number, type: 'i32'): number;
  UTF8ToString(pointer: number): string;
  /** The module's memory as bytes (replaced when the memory grows, so read it after each call). */
  HEAPU8?: Uint8Array;
  stringToUTF8(text: string, pointer: number, maxBytes: number): void;
  lengthBytesUTF8(text: string): number;
};

/**
 * A compiled `WebAssembly.Module`. Named here because the library is typed without the DOM's declarations,
 * where the WebAssembly namespace lives; the runtime's own `WebAssembly` object is used.
 */
export type WasmModule = object;

/** The one WebAssembly call this file makes (instantiating a module compiled elsewhere). */
const wasmApi = (
  globalThis as unknown as {
    WebAssembly: { instantiate(module: WasmModule, imports: object): Promise<object> };
  }
).WebAssembly;

/** The default export of libpg-query's `wasm/libpg-query.js`: creates the Emscripten module. */
// biome-ignore lint/suspicious/noExplicitAny: the factory's real options are Emscripten's whole Module object
export type PgQueryFactory = (options?: any) => Promise<unknown>;

let loading: Promise<void> | undefined;
let ready: PgQueryWasm | undefined;

/**
 * Loads the PostgreSQL parser. Safe to call many times: the first call starts the download and
 * compilation and every later call gets the same promise (their options are ignored). A failed load
 * may be retried.
 */
export function initParser(options: InitOptions = {}): Promise<void> {
  if (!loading) {
    loading = loadModule(options).then(
      (module) => {
        ready = module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
  }
  return loading;
}

export function isParserReady(): boolean {
  return ready !== undefined;
}

async function loadModule(options: InitOptions): Promise<PgQueryWasm> {
  const factory = options.moduleFactory ?? (await importGlue());
  const emscripten: EmscriptenOptions = { print: () => {}, printErr: () => {} };
  const { wasmUrl, wasmBinary, wasmModule } = options;
  if (wasmModule) {
    // Emscripten waits for `receiveInstance`; a failed instantiation rejects through `failed` below.
    let failed: (error: unknown) => void = () => {};
    const instantiation = new Promise<never>((_, reject) => {
      failed = reject;
    });
    emscripten.instantiateWasm = (imports, receiveInstance) => {
      wasmApi.instantiate(wasmModule, imports).then(receiveInstance, failed);
      return {};
    };
    return (await Promise.race([factory(emscripten), instantiation])) as PgQueryWasm;
  }
  if (wasmBinary) emscripten.wasmBinary = wasmBinary;
  if (wasmUrl !== undefined) emscripten.locateFile = () => String(wasmUrl);
  return (await factory(emscripten)) as PgQueryWasm;
}

async function importGlue(): Promise<PgQueryFactory> {
  let imported: { default?: PgQueryFactory };
  try {
    // Imported at run time (Node, or Vitest's Node resolution); the comments keep webpack and Turbopack from
    // bundling it.
    imported = await import(
      /* webpackIgnore: true */ /* turbopackIgnore: true */ 'libpg-query/wasm/libpg-query.js'
    );
  } catch (error) {
    throw new Error(
      "Could not import libpg-query's glue. In a browser, load it yourself and pass it to initParser() as `moduleFactory`.",
      { cause: error },
    );
  }
  return imported.default ?? (imported as unknown as PgQueryFactory);
}

/** Parses SQL with the real PostgreSQL grammar. Requires {@link initParser} to have finished. */
export function parseSql(sql: string): ParseResult {
  const module = ready;
  if (!module) throw new Error('The SQL parser is not loaded yet: await initParser() first.');
  const size = module.lengthBytesUTF8(sql) + 1;
  const queryPointer = module._malloc(size);
  let resultPointer = 0;
  try {
    module.stringToUTF8(sql, queryPointer, size);
    resultPointer = module._wasm_parse_query_raw(queryPointer);
    if (!resultPointer) throw new Error('the parser ran out of memory');
    // PgQueryParseResult: { char *parse_tree; char *stderr_buffer; PgQueryError *error }
    const treePointer = module.getValue(resultPointer, 'i32');
    const errorPointer = module.getValue(resultPointer + 8, 'i32');
    if (errorPointer) {
      // PgQueryError: { char *message; char *funcname; char *filename; int lineno; int cursorpos; ... }
      const message = module.UTF8ToString(module.getValue(errorPointer, 'i32'));
      const cursor = module.getValue(errorPointer + 16, 'i32');
      const position = codePointToIndex(sql, Math.max(cursor - 1, 0));
      throw new ParseError(message, position, parseHint(sql, message, position));
    }
    return JSON.parse(readString(module, treePointer)) as ParseResult;
  } finally {
    module._free(queryPointer);
    if (resultPointer) module._wasm_free_parse_result(resultPointer);
  }
}

const utf8 = new TextDecoder();

/**
 * The NUL-terminated UTF-8 string at `pointer`. The glue's UTF8ToString looks for the NUL one byte at a time
 * in JavaScript; the parse tree's JSON runs to many kilobytes for a long statement, and `indexOf` is native.
 */
function readString(module: PgQueryWasm, pointer: number): string {
  const heap = module.HEAPU8;
  if (!heap) return module.UTF8ToString(pointer);
  const end = heap.indexOf(0, pointer);
  return utf8.decode(heap.subarray(pointer, end < 0 ? heap.length : end));
}

/** The parser counts characters (code points); JavaScript strings index UTF-16 units. */
function codePointToIndex(text: string, codePoints: number): number {
  let index = 0;
  let seen = 0;
  for (const char of text) {
    if (seen >= codePoints) break;
    index += char.length;
    seen += 1;
  }
  return index;
}

/** A nudge towards the usual cause of a syntax error. */
function parseHint(sql: string, message: string, position: number): string {
  const before = sql.slice(0, position).trimEnd();
  if (/,$/.test(before)) return 'Is there a trailing comma before this point?';
  if (message.includes('at end of input')) return 'The statement looks unfinished.';
  if (message.startsWith('unterminated')) return 'Close the quote or comment.';
  if (/\b(join|JOIN)$/.test(before) || /\bjoin\s+\S+$/i.test(before))
    return 'A join needs a table and an ON condition.';
  return `Check the SQL near character ${position + 1}.`;
}
