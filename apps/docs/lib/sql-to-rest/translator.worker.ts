import type { PgQueryFactory } from 'sql-to-rest';
import type { FromWorker, MessageEnd } from './translator-protocol';
import { serveTranslator } from './translator-service';

// The SQL-to-REST widget's worker: the WebAssembly parser, the translator, the renderers and the formatter
// run here, so downloading and compiling them never blocks the page. The compiled module is also handed to
// the page, which instantiates it for synchronous translation while typing.
serveTranslator(self as unknown as MessageEnd<FromWorker>, async ({ wasmUrl, glueUrl }) => {
  const [glue, wasmModule] = await Promise.all([
    // The glue comes from the site at run time (see scripts/copy-wasm.mjs), never from the bundle.
    import(/* webpackIgnore: true */ /* turbopackIgnore: true */ glueUrl) as Promise<{
      default: PgQueryFactory;
    }>,
    compile(wasmUrl),
  ]);
  return { moduleFactory: glue.default, wasmModule };
});

/** Compiles while downloading; a host that serves .wasm with the wrong type gets the slower path. */
async function compile(url: string): Promise<WebAssembly.Module> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load the SQL parser (${url}: HTTP ${response.status})`);
  try {
    return await WebAssembly.compileStreaming(response.clone());
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return WebAssembly.compile(await response.arrayBuffer());
  }
}
