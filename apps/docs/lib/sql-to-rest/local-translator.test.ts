import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startLocalTranslator } from './local-translator';

// libpg-query as the sql-to-rest package resolves it.
const fromPackage = createRequire(createRequire(import.meta.url).resolve('sql-to-rest/package.json'));

describe('startLocalTranslator', () => {
  it('instantiates a compiled module with the glue at the given address and translates with it', async () => {
    const bytes = await readFile(fromPackage.resolve('libpg-query/wasm/libpg-query.wasm'));
    const glueUrl = pathToFileURL(fromPackage.resolve('libpg-query/wasm/libpg-query.js')).href;
    const translate = await startLocalTranslator(await WebAssembly.compile(bytes), glueUrl);
    expect(translate('select title from books where id = 1')).toMatchObject({
      type: 'translated',
      http: { ok: true, value: { method: 'GET', path: '/books' } },
    });
    expect(translate('select title, from books')).toMatchObject({
      type: 'failed',
      error: { kind: 'parse', position: 14 },
    });
  });
});
