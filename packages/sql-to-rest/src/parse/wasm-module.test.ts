import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Parser = typeof import('./wasm-parser.ts');

const require = createRequire(import.meta.url);
/** The runtime's WebAssembly object (the package is typed without the DOM's declarations). */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<object> } })
  .WebAssembly;
/** A module that imports `x.y`, which the parser's glue never provides: instantiating it must fail. */
const UNLINKABLE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x01, 0x04, 0x01, 0x60, 0x00, 0x00, 0x02, 0x07, 0x01, 0x01,
  0x78, 0x01, 0x79, 0x00, 0x00,
]);

/** A fresh copy of the parser module: `initParser` keeps the first module it loaded for the whole realm. */
async function freshParser(): Promise<Parser> {
  vi.resetModules();
  return import('./wasm-parser.ts');
}

describe('initParser({ wasmModule })', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('instantiates a module compiled elsewhere and parses with it', async () => {
    const bytes = await readFile(require.resolve('libpg-query/wasm/libpg-query.wasm'));
    const compiled = await wasm.compile(bytes);
    const parser = await freshParser();
    await parser.initParser({ wasmModule: compiled, wasmUrl: 'file:///nowhere/libpg-query.wasm' });
    expect(parser.isParserReady()).toBe(true);
    expect(parser.parseSql('select 1').stmts).toHaveLength(1);
  });

  it('rejects when the module cannot be instantiated, and a later call may try again', async () => {
    const parser = await freshParser();
    const wrong = await wasm.compile(UNLINKABLE);
    await expect(parser.initParser({ wasmModule: wrong })).rejects.toThrow(/Import #0/);
    expect(parser.isParserReady()).toBe(false);
    await parser.initParser();
    expect(parser.isParserReady()).toBe(true);
  });
});
