import type { PgQueryFactory } from 'sql-to-rest';
import type { FromWorker, MessageEnd } from './translator-protocol';
import { serveTranslator } from './translator-service';

// The SQL-to-REST widget's worker: the WebAssembly parser, the translator, the renderers and the formatter
// run here, so compiling and running them never blocks the page.
serveTranslator(self as unknown as MessageEnd<FromWorker>, async (glueUrl) => {
  // The glue comes from the site at run time (see scripts/copy-wasm.mjs), never from the bundle.
  const glue = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ glueUrl)) as {
    default: PgQueryFactory;
  };
  return glue.default;
});
