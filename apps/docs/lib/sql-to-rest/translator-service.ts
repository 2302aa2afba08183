import { initParser, type PgQueryFactory } from 'sql-to-rest';
import { formatSql } from './format-sql';
import { translateSql } from './translate-sql';
import type { FromWorker, MessageEnd, ParserLocation, ToWorker, WorkerOutcome } from './translator-protocol';

/** How the worker gets libpg-query's glue; `undefined` lets the sql-to-rest package load glue and module itself (Node). */
export type GlueLoader = (glueUrl: string) => Promise<PgQueryFactory | undefined>;

/**
 * The translator worker's whole job, kept apart from the worker's entry file so tests can run it in Node
 * over a MessageChannel: load the parser where the widget says, then answer `translate` (parse, translate,
 * render) and `format` requests in order. Translations wait for the parser; formatting does not need it.
 */
export function serveTranslator(end: MessageEnd<FromWorker>, loadGlue: GlueLoader): void {
  let parser: Promise<boolean> | undefined;

  const start = async ({ wasmUrl, glueUrl }: ParserLocation): Promise<boolean> => {
    try {
      const moduleFactory = await loadGlue(glueUrl);
      // Without a factory (Node), the package finds both the glue and the .wasm file itself.
      await initParser(moduleFactory ? { wasmUrl, moduleFactory } : {});
      end.postMessage({ type: 'ready' });
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
          outcome: translate(request.sql),
        });
        return;
    }
  });
}

function translate(sql: string): WorkerOutcome {
  const outcome = translateSql(sql);
  if (outcome.type !== 'unexpected') return outcome;
  const { error } = outcome;
  return {
    type: 'unexpected',
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  };
}
