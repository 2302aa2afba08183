import type { WasmModule } from 'sql-to-rest';
import type { PortableOutcome } from './translate-sql';

/*
 * The messages between the SQL-to-REST widget (main thread) and its translator worker. Every request that
 * answers carries the sender's sequence number, so the widget can drop an answer that a newer request has
 * already made stale.
 */

export type ParserLocation = {
  /** The parser's WebAssembly module, served by the site. */
  wasmUrl: string;
  /** libpg-query's Emscripten glue as an ES module, served next to it (scripts/copy-wasm.mjs). */
  glueUrl: string;
};

export type ToWorker =
  | ({ type: 'init' } & ParserLocation)
  | { type: 'translate'; id: number; sql: string }
  | { type: 'format'; id: number; sql: string };

/** `unexpected` outcomes travel as text: an error object would lose its class on the way. */
export type WorkerOutcome = PortableOutcome;

export type FromWorker =
  /**
   * The parser is loaded. `wasmModule` is the module the worker compiled: the page can instantiate it too
   * (cheap, no second download or compile) and then translate keystrokes without a round trip.
   */
  | { type: 'ready'; wasmModule?: WasmModule }
  | { type: 'init-failed'; message: string }
  | { type: 'translated'; id: number; sql: string; outcome: WorkerOutcome }
  | { type: 'formatted'; id: number; sql: string; formatted: string | undefined };

/** The part of a worker (or a MessagePort) that both ends use. */
export type MessageEnd<Out> = {
  postMessage(message: Out): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};
