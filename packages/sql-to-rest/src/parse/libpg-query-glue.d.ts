// libpg-query's Emscripten glue ships no types; wasm-parser.ts describes the part it uses.
declare module 'libpg-query/wasm/libpg-query.js' {
  const factory: (options?: object) => Promise<unknown>;
  export default factory;
}
