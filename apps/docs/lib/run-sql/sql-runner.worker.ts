import type { Extension, PGlite as PGliteClass } from '@electric-sql/pglite';
import { BROWSER_EXTENSIONS, extensionsIn } from './extension-names';
import type { FromRunner, PageSql, ToRunner } from './protocol';
import { PageDatabase } from './runner-core';

/*
 * The page's database, in a worker of its own so that an endless query can be stopped by ending the worker
 * (lib/run-sql/page-runner.ts starts a new one). PGlite comes from the site's own copy
 * (scripts/copy-wasm.mjs), imported at run time and never bundled, so no page chunk carries it.
 */

type Scope = {
  postMessage(message: FromRunner): void;
  onmessage: ((event: MessageEvent<ToRunner>) => void) | null;
};
const scope = self as unknown as Scope;

let database: Promise<PageDatabase> | undefined;
let fetched = 0;

/** Fetches a file, reporting the bytes as they arrive. */
async function download(url: string, label: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok || !response.body)
    throw new Error(`Could not load ${label} (${url}: HTTP ${response.status})`);
  // A compressed response's length is not the length of what the reader gets.
  const total = response.headers.get('content-encoding')
    ? undefined
    : Number(response.headers.get('content-length')) || undefined;
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    loaded += value.byteLength;
    fetched += value.byteLength;
    scope.postMessage({ type: 'progress', text: `Loading ${label}`, loaded, total });
  }
  const bytes = new Uint8Array(loaded);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes.buffer;
}

async function start(assetBase: string, pageSqlUrl: string): Promise<PageDatabase> {
  const pageResponse = await fetch(pageSqlUrl);
  if (!pageResponse.ok) throw new Error(`Could not load this page's SQL (HTTP ${pageResponse.status})`);
  const pageText = await pageResponse.text();
  fetched += pageText.length;
  const page = JSON.parse(pageText) as PageSql;
  const everything = [page.standIn, ...page.prerequisites, ...page.blocks.map((block) => block.code)].join(
    '\n',
  );
  const dataDirUrl = page.standInDataDir;
  const [module, wasm, initdb, data, dataDir, extensions] = await Promise.all([
    import(/* webpackIgnore: true */ /* turbopackIgnore: true */ `${assetBase}index.js`) as Promise<{
      PGlite: typeof PGliteClass;
    }>,
    download(`${assetBase}pglite.wasm`, 'Postgres').then((bytes) => WebAssembly.compile(bytes)),
    // initdb runs only without a prepared data directory.
    dataDirUrl
      ? undefined
      : download(`${assetBase}initdb.wasm`, 'initdb').then((bytes) => WebAssembly.compile(bytes)),
    download(`${assetBase}pglite.data`, 'its files'),
    dataDirUrl ? download(dataDirUrl, 'the new project') : undefined,
    loadExtensions(assetBase, extensionsIn(everything)),
  ]);
  scope.postMessage({ type: 'progress', text: 'Starting Postgres' });
  const db = await module.PGlite.create({
    wasmModule: wasm,
    ...(initdb ? { initdbWasmModule: initdb } : {}),
    ...(dataDir ? { loadDataDir: new Blob([dataDir], { type: 'application/x-gzip' }) } : {}),
    fsBundle: new Blob([data]),
    extensions,
  });
  scope.postMessage({ type: 'progress', text: "Running the page's setup" });
  const pageDatabase = new PageDatabase(db, page);
  await pageDatabase.setUp({ standInLoaded: Boolean(dataDir) });
  return pageDatabase;
}

async function loadExtensions(assetBase: string, names: string[]): Promise<Record<string, Extension>> {
  const loaded: Record<string, Extension> = {};
  for (const name of names) {
    const where = BROWSER_EXTENSIONS[name];
    if (!where) continue;
    const module = (await import(
      /* webpackIgnore: true */ /* turbopackIgnore: true */ `${assetBase}${where.module}`
    )) as Record<string, Extension>;
    const extension = module[where.exportName];
    if (extension) loaded[name] = extension;
  }
  return loaded;
}

scope.onmessage = async ({ data: message }) => {
  try {
    if (message.type === 'start') {
      const started = performance.now();
      database ??= start(message.assetBase, message.pageSqlUrl);
      await database;
      scope.postMessage({
        id: message.id,
        type: 'started',
        bytes: fetched,
        ms: Math.round(performance.now() - started),
      });
      return;
    }
    if (!database) throw new Error('The database has not started');
    const db = await database;
    if (message.type === 'run') {
      scope.postMessage({
        id: message.id,
        type: 'ran',
        result: await db.run(message.block, message.sql, message.as),
      });
    } else if (message.type === 'both') {
      scope.postMessage({
        id: message.id,
        type: 'both',
        result: await db.runBoth(message.sql, message.request, message.as),
      });
    } else {
      scope.postMessage({ id: message.id, type: 'users', users: await db.users() });
    }
  } catch (error) {
    scope.postMessage({
      id: message.id,
      type: 'failed',
      message: error instanceof Error ? error.message : String(error),
    });
  }
};
