import { describe, expect, it } from 'vitest';
import { readExampleFile } from './example-files';

describe('readExampleFile', () => {
  it('reads an example with the language of its extension', () => {
    const file = readExampleFile('quickstart-react/src/instruments.ts');
    expect(file.lang).toBe('typescript');
    expect(file.code).toContain('export async function fetchInstruments');
  });

  it('reads Svelte and Astro files with their own language', () => {
    expect(readExampleFile('ssr/sveltekit/src/routes/account/+page.svelte').lang).toBe('svelte');
    expect(readExampleFile('ssr/astro/src/pages/account.astro').lang).toBe('astro');
  });

  it('refuses paths outside the examples folder and names missing files', () => {
    expect(() => readExampleFile('../package.json')).toThrow('must stay inside apps/docs/examples');
    expect(() => readExampleFile('quickstart-react/missing.ts')).toThrow(
      '"quickstart-react/missing.ts" not found',
    );
  });
});
