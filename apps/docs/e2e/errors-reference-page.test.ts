// @vitest-environment jsdom
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorSections } from '../data/errors';

/*
 * The Errors reference as the export ships it (out/, no browser): every entry's anchor, in the part Pagefind
 * indexes; its Markdown twin; and its line in llms.txt.
 */
// A path built from strings: under the jsdom environment `URL` is jsdom's, which fileURLToPath refuses.
const OUT = join(dirname(fileURLToPath(import.meta.url)), '../out');
let page: Document;

beforeAll(async () => {
  page = new DOMParser().parseFromString(
    await readFile(join(OUT, 'guides/troubleshooting/errors/index.html'), 'utf8'),
    'text/html',
  );
});

describe('the built Errors reference', () => {
  it('has an anchor for every entry, inside the text search indexes', () => {
    const body = page.querySelector('[data-pagefind-body]');
    expect(body).not.toBeNull();
    const ids = new Set([...(body?.querySelectorAll('[id]') ?? [])].map((element) => element.id));
    const missing = errorSections
      .flatMap((section) => section.entries.map((entry) => entry.code))
      .filter((code) => !ids.has(code));
    expect(missing).toEqual([]);
    expect(body?.textContent).toContain('JSON object requested, multiple (or no) rows returned');
  });

  it('has a Markdown twin with the entries and a line in llms.txt', async () => {
    const twin = await readFile(join(OUT, 'guides/troubleshooting/errors.md'), 'utf8');
    expect(twin).toContain('### `PGRST116` Not exactly one row for a single-object request');
    expect(twin).toContain('### `invalid_credentials`');
    const llms = await readFile(join(OUT, 'llms.txt'), 'utf8');
    expect(llms).toMatch(/\[Errors reference\]\([^)]*\/guides\/troubleshooting\/errors\/?\)/);
  });
});
