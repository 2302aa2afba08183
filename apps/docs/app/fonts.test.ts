import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const source = readFileSync(resolve(here, 'fonts.ts'), 'utf8');
const files = [...source.matchAll(/src: '([^']+)'/g)].map((match) => match[1] ?? '');

describe('self-hosted fonts', () => {
  it('name one latin file per face: Inter variable, JetBrains Mono regular', () => {
    expect(files).toEqual([
      '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      '../../../node_modules/@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff2',
    ]);
  });

  it.each(files)('point at the file Node resolves for the package: %s', (file) => {
    // next/font takes the path relative to fonts.ts; if npm ever installs the package elsewhere, this fails.
    const specifier = file.replace(/^(\.\.\/)+node_modules\//, '');
    expect(resolve(here, file)).toBe(createRequire(import.meta.url).resolve(specifier));
    expect(statSync(resolve(here, file)).size).toBeGreaterThan(10_000);
  });
});
