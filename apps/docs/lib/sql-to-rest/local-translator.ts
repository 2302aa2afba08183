import { initParser, type PgQueryFactory, type WasmModule } from 'sql-to-rest';
import { yieldToMain } from '@/lib/loading/yield-to-main';
import { type PortableOutcome, translatePortable } from './translate-sql';

/**
 * The parser on the page's own thread, from the module the worker has already compiled: importing the glue
 * and instantiating the module are the only costs, each in its own task. Typing is then translated inside the
 * keystroke's event, with no message to the worker and back (which lands a frame late).
 */
export async function startLocalTranslator(
  wasmModule: WasmModule,
  glueUrl: string,
): Promise<(sql: string) => PortableOutcome> {
  const glue = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ glueUrl)) as {
    default: PgQueryFactory;
  };
  await yieldToMain();
  await initParser({ moduleFactory: glue.default, wasmModule });
  await yieldToMain();
  return translatePortable;
}
