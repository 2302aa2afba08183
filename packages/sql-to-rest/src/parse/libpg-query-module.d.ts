// Types for the Emscripten factory inside libpg-query. The package's own entry point starts loading the
// WASM as soon as it is imported and cannot be told where the .wasm file lives, so we load the factory
// directly and pass `locateFile` ourselves.
declare module 'libpg-query/wasm/libpg-query.js' {
  export type EmscriptenOptions = {
    locateFile?: (path: string, scriptDirectory: string) => string;
    wasmBinary?: ArrayBuffer | Uint8Array;
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  };

  export type PgQueryWasm = {
    _malloc(size: number): number;
    _free(pointer: number): void;
    _wasm_parse_query_raw(queryPointer: number): number;
    _wasm_free_parse_result(resultPointer: number): void;
    getValue(pointer: number, type: 'i32'): number;
    UTF8ToString(pointer: number): string;
    stringToUTF8(text: string, pointer: number, maxBytes: number): void;
    lengthBytesUTF8(text: string): number;
  };

  const factory: (options?: EmscriptenOptions) => Promise<PgQueryWasm>;
  export default factory;
}
