import { initParser, type PgQueryFactory, type WasmModule } from 'sql-to-rest';
import { formatSql } from './format-sql';
import { translatePortable } from './translate-sql';
import type { FromWorker, MessageEnd, ParserLocation, ToWorker } from './translator-protocol';

/** What the worker loaded for the parser: in browsers the glue's factory and the compiled module. */
export type LoadedParser = { moduleFactory?: PgQueryFactory; wasmModule?: WasmModule };

/**
 * How the worker gets the parser. Without a factory the sql-to-rest package imports the glue itself (Node);
 * without a module it fetches and compiles the .wasm file itself.
 */
export type ParserLoader = (location: ParserLocation) => Promise<LoadedParser>;

/**
 * The translator worker's whole job, kept apart from the worker's entry file so tests can run it in Node
 * over a MessageChannel: load the parser where the widget says, then answer `translate` (parse, translate,
 * render) and `format` requests in order. Translations wait for the parser; formatting does not need it.
 * The compiled module goes back with `ready`, so the page can run the parser too without compiling it.
 */
export function serveTranslator(end: MessageEnd<FromWorker>, loadParser: ParserLoader): void {
  let parser: Promise<boolean> | undefined;

  const start = async (location: ParserLocation): Promise<boolean> => {
    try {
      const { moduleFactory, wasmModule } = await loadParser(location);
      await initParser({
        ...(moduleFactory ? { moduleFactory, wasmUrl: location.wasmUrl } : {}),
        ...(wasmModule ? { wasmModule } : {}),
      });
      end.postMessage(wasmModule ? { type: 'ready', wasmModule } : { type: 'ready' });
      return true;
    } catch (error) {
      console.error(error);
      end.postMessage({
        type: 'init-failed',
        message: error instanceof Error ? error.message : String(error),
      });
      return false;
    }
  };

  end.addEventListener('message', async (event) => {
    const request = event.data as ToWorker;
    switch (request.type) {
      case 'init':
        parser = start(request);
        return;
      case 'format':
        end.postMessage({
          type: 'formatted',
          id: request.id,
          sql: request.sql,
          formatted: formatSql(request.sql),
        });
        return;
      case 'translate':
        if (!(await parser)) return;
        end.postMessage({
          type: 'translated',
          id: request.id,
          sql: request.sql,
          outcome: translatePortable(request.sql),
        });
        return;
    }
  });
}
