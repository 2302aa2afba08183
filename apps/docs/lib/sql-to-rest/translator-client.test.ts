import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { WasmModule } from 'sql-to-rest';
import { afterEach, describe, expect, it } from 'vitest';
import { translatePortable } from './translate-sql';
import {
  createTranslator,
  type StartLocal,
  type TranslatorStatus,
  type WorkerLike,
} from './translator-client';
import type { FromWorker, MessageEnd, WorkerOutcome } from './translator-protocol';
import { type LoadedParser, serveTranslator } from './translator-service';

/** The parser compiled the way the worker does it, for the tests that hand the module to the page. */
async function compiledParser(): Promise<LoadedParser> {
  const fromPackage = createRequire(packageJson());
  const bytes = await readFile(fromPackage.resolve('libpg-query/wasm/libpg-query.wasm'));
  return { wasmModule: await WebAssembly.compile(bytes) };
}
/** libpg-query as the sql-to-rest package resolves it. */
const packageJson = () => createRequire(import.meta.url).resolve('sql-to-rest/package.json');

/*
 * The widget's side and the worker's side, joined by a MessageChannel: the same asynchronous hop as a real
 * worker, with the real parser, translator and formatter on the far end (loaded by the package in Node).
 */
const channels: MessageChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

function startPair(serve = true, load: () => Promise<LoadedParser> = async () => ({})) {
  const channel = new MessageChannel();
  channels.push(channel);
  if (serve) serveTranslator(channel.port2 as unknown as MessageEnd<FromWorker>, load);
  channel.port2.start();
  const worker: WorkerLike = Object.assign(channel.port1 as unknown as MessageEnd<never>, {
    addEventListener: channel.port1.addEventListener.bind(channel.port1),
    postMessage: channel.port1.postMessage.bind(channel.port1),
    terminate: () => channel.port1.close(),
  }) as WorkerLike;
  channel.port1.start();
  return worker;
}

function record() {
  const statuses: TranslatorStatus[] = [];
  const translated: { sql: string; outcome: WorkerOutcome }[] = [];
  const formatted: { sql: string; formatted: string | undefined }[] = [];
  return {
    statuses,
    translated,
    formatted,
    events: {
      onStatus: (status: TranslatorStatus) => statuses.push(status),
      onTranslated: (sql: string, outcome: WorkerOutcome) => translated.push({ sql, outcome }),
      onFormatted: (sql: string, text: string | undefined) => formatted.push({ sql, formatted: text }),
    },
  };
}

const LOCATION = { wasmUrl: 'unused in Node', glueUrl: 'unused in Node' };
const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

describe('the translator worker and its client', () => {
  it('translates the text typed while the parser loaded, once, after it is ready', async () => {
    const log = record();
    const translator = createTranslator(() => startPair(), LOCATION, log.events);
    translator.translate('select a from t');
    translator.translate('select title from books');
    await until(() => log.translated.length > 0);
    expect(log.statuses).toEqual(['ready']);
    expect(log.translated).toHaveLength(1);
    const [answer] = log.translated;
    expect(answer?.sql).toBe('select title from books');
    expect(answer?.outcome.type).toBe('translated');
    if (answer?.outcome.type === 'translated') {
      expect(answer.outcome.http).toMatchObject({ ok: true, value: { method: 'GET', path: '/books' } });
      expect(answer.outcome.js).toMatchObject({ ok: true });
    }
    translator.dispose();
  });

  it('passes on only the answer to the newest request and drops the stale ones', async () => {
    const log = record();
    const translator = createTranslator(() => startPair(), LOCATION, log.events);
    await until(() => log.statuses.includes('ready'));
    for (const sql of ['select a from t', 'select b from t', 'select c from t']) translator.translate(sql);
    await until(() => log.translated.some((answer) => answer.sql === 'select c from t'));
    // Give the two older answers time to arrive: they never reach the widget.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log.translated.map((answer) => answer.sql)).toEqual(['select c from t']);
    translator.dispose();
  });

  it('reports a parse error as a failure with message, hint and position', async () => {
    const log = record();
    const translator = createTranslator(() => startPair(), LOCATION, log.events);
    translator.translate('select title, from books');
    await until(() => log.translated.length > 0);
    expect(log.translated[0]?.outcome).toMatchObject({
      type: 'failed',
      error: { kind: 'parse', hint: 'Is there a trailing comma before this point?', position: 14 },
    });
    translator.dispose();
  });

  it('formats in the worker, and says undefined for text it cannot format', async () => {
    const log = record();
    const translator = createTranslator(() => startPair(), LOCATION, log.events);
    translator.format('SELECT title FROM books');
    await until(() => log.formatted.length === 1);
    expect(log.formatted[0]).toEqual({
      sql: 'SELECT title FROM books',
      formatted: 'select\n  title\nfrom\n  books',
    });
    translator.format("select 'unterminated");
    await until(() => log.formatted.length === 2);
    expect(log.formatted[1]?.formatted).toBeUndefined();
    translator.dispose();
  });

  it('fails, without throwing, when the worker cannot be created', async () => {
    const log = record();
    const translator = createTranslator(
      () => {
        throw new Error('no workers here');
      },
      LOCATION,
      log.events,
    );
    translator.translate('select 1');
    await until(() => log.statuses.length > 0);
    expect(log.statuses).toEqual(['failed']);
  });

  it('fails when the worker cannot load the parser', async () => {
    const log = record();
    const worker = startPair(false);
    const channel = channels.at(-1) as MessageChannel;
    serveTranslator(channel.port2 as unknown as MessageEnd<FromWorker>, async () => {
      throw new Error('404 for the glue');
    });
    const translator = createTranslator(() => worker, LOCATION, log.events);
    await until(() => log.statuses.length > 0);
    expect(log.statuses).toEqual(['failed']);
    translator.dispose();
  });

  it('translates synchronously once the page has started the module the worker compiled', async () => {
    const log = record();
    let received: WasmModule | undefined;
    const startLocal: StartLocal = async (wasmModule) => {
      received = wasmModule;
      return translatePortable;
    };
    const translator = createTranslator(
      () => startPair(true, compiledParser),
      LOCATION,
      log.events,
      startLocal,
    );
    translator.translate('select a from t');
    // The first answer comes from the worker; the page-side parser starts only after it.
    await until(() => log.translated.length === 1);
    await until(() => received !== undefined);
    expect(received).toBeInstanceOf(WebAssembly.Module);
    await new Promise((resolve) => setTimeout(resolve, 0));
    translator.translate('select title from books where id = 1');
    // No await: the answer is there within the call.
    expect(log.translated.at(-1)?.sql).toBe('select title from books where id = 1');
    expect(log.translated.at(-1)?.outcome).toMatchObject({
      type: 'translated',
      http: { ok: true, value: { method: 'GET', path: '/books' } },
    });
    // Formatting still happens in the worker.
    translator.format('SELECT 1');
    await until(() => log.formatted.length === 1);
    translator.dispose();
  });

  it('keeps translating in the worker when the page cannot start the parser', async () => {
    const log = record();
    const errors: unknown[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const translator = createTranslator(
        () => startPair(true, compiledParser),
        LOCATION,
        log.events,
        async () => {
          throw new Error('no glue on this page');
        },
      );
      translator.translate('select a from t');
      await until(() => log.translated.length === 1);
      await until(() => errors.length > 0);
      translator.translate('select b from t');
      expect(log.translated).toHaveLength(1);
      await until(() => log.translated.length === 2);
      expect(log.translated[1]?.sql).toBe('select b from t');
      translator.dispose();
    } finally {
      console.error = originalError;
    }
  });
});
