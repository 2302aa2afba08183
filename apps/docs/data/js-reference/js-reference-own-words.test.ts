import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JS_API_SURFACES } from '@/build/js-api.mjs';
import { jsReferenceGroups } from './index';

/*
 * The reference's prose is ours: no run of eight words in a summary, detail or group introduction may appear in
 * the libraries' declaration files (their JSDoc), compared without case, punctuation or comment stars.
 */

const WINDOW = 8;
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);

const require = createRequire(import.meta.url);
const declarations = ` ${[
  ...new Set(
    JS_API_SURFACES.map((surface) =>
      join(dirname(require.resolve(`${surface.pkg}/package.json`)), surface.file),
    ),
  ),
]
  .map((path) => words(readFileSync(path, 'utf8')).join(' '))
  .join(' ')} `;

describe('the supabase-js reference is written in our own words', () => {
  it('shares no run of eight words with the libraries’ JSDoc', () => {
    const prose = jsReferenceGroups.flatMap((group) => [
      { id: group.id, text: group.intro },
      ...group.entries.flatMap((entry) =>
        [entry.summary, ...(entry.details ?? [])].map((text) => ({ id: entry.id, text })),
      ),
    ]);
    const copied: string[] = [];
    for (const { id, text } of prose) {
      const list = words(text);
      for (let start = 0; start + WINDOW <= list.length; start++) {
        const run = list.slice(start, start + WINDOW).join(' ');
        if (declarations.includes(` ${run} `)) {
          copied.push(`${id}: "${run}"`);
          break;
        }
      }
    }
    expect(copied).toEqual([]);
  });
});
