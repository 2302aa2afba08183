import type { WasmModule } from 'sql-to-rest';
import type { FromWorker, MessageEnd, ParserLocation, ToWorker, WorkerOutcome } from './translator-protocol';

export type TranslatorStatus = 'loading' | 'ready' | 'failed';

/** A Worker, as far as the client uses it (a MessagePort plus `terminate` in tests). */
export type WorkerLike = MessageEnd<ToWorker> & {
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
};

export type TranslatorEvents = {
  onStatus(status: TranslatorStatus): void;
  /** The answer to the latest `translate` call; answers to earlier calls are dropped. */
  onTranslated(sql: string, outcome: WorkerOutcome): void;
  /** The answer to the latest `format` call: the formatted text, or undefined when it is best left alone. */
  onFormatted(sql: string, formatted: string | undefined): void;
};

/** Translation on the calling thread: answers at once, inside the caller's event. */
type LocalTranslate = (sql: string) => WorkerOutcome;

/**
 * Starts the parser on the page's own thread from the module the worker compiled; resolves once it can
 * translate. Called once, after the first translation arrived (start-up is over by then).
 */
export type StartLocal = (wasmModule: WasmModule) => Promise<LocalTranslate>;

export type Translator = {
  translate(sql: string): void;
  format(sql: string): void;
  dispose(): void;
};

/**
 * The main thread's side of the translator worker. Every request gets a sequence number and only the answer
 * to the newest one is passed on, so a slow answer can never overwrite a newer one. SQL typed while the
 * parser loads is kept (the latest text only) and sent once it is ready. A worker that cannot be created, fails
 * to load its script or cannot load the parser reports `failed`.
 *
 * With `startLocal`, the module the worker compiled is also started on this thread once the first answer has
 * arrived; from then on `translate` answers synchronously (a keystroke's output is in the same frame) and the
 * worker only formats. Until then, or if that start fails, translations keep going through the worker.
 */
export function createTranslator(
  createWorker: () => WorkerLike,
  location: ParserLocation,
  events: TranslatorEvents,
  startLocal?: StartLocal,
): Translator {
  let status: TranslatorStatus = 'loading';
  let translateId = 0;
  let formatId = 0;
  let waiting: string | undefined;
  let worker: WorkerLike | undefined;
  let compiled: WasmModule | undefined;
  let local: LocalTranslate | undefined;
  let disposed = false;

  const goLocal = (wasmModule: WasmModule) => {
    startLocal?.(wasmModule).then(
      (translate) => {
        if (!disposed) local = translate;
      },
      (error: unknown) => {
        // Nothing is lost: the worker keeps translating, one message away.
        console.error('The SQL parser could not start on the page; translating in the worker', error);
      },
    );
  };

  const setStatus = (next: TranslatorStatus) => {
    if (status === next) return;
    status = next;
    events.onStatus(next);
  };

  const onMessage = (event: MessageEvent) => {
    const message = event.data as FromWorker;
    switch (message.type) {
      case 'ready':
        compiled = message.wasmModule;
        setStatus('ready');
        if (waiting !== undefined) {
          worker?.postMessage({ type: 'translate', id: translateId, sql: waiting });
          waiting = undefined;
        }
        return;
      case 'init-failed':
        setStatus('failed');
        return;
      case 'translated':
        if (compiled) {
          goLocal(compiled);
          compiled = undefined;
        }
        if (message.id === translateId) events.onTranslated(message.sql, message.outcome);
        return;
      case 'formatted':
        if (message.id === formatId) events.onFormatted(message.sql, message.formatted);
        return;
    }
  };

  try {
    worker = createWorker();
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', (event) => {
      // Before `ready` this is the worker's script failing to load or to start.
      console.error('The SQL translator worker failed', event);
      if (status === 'loading') setStatus('failed');
    });
    worker.postMessage({ type: 'init', ...location });
  } catch (error) {
    console.error(error);
    status = 'failed';
    // Reported after the caller has its handle, like every other status change.
    queueMicrotask(() => events.onStatus('failed'));
  }

  return {
    translate(sql) {
      translateId += 1;
      if (local) events.onTranslated(sql, local(sql));
      else if (status === 'ready') worker?.postMessage({ type: 'translate', id: translateId, sql });
      else waiting = sql;
    },
    format(sql) {
      formatId += 1;
      worker?.postMessage({ type: 'format', id: formatId, sql });
    },
    dispose() {
      disposed = true;
      local = undefined;
      worker?.terminate();
      worker = undefined;
    },
  };
}
