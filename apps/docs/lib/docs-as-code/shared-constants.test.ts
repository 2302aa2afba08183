import { describe, expect, it } from 'vitest';
import { specConstants } from '@/data/spec-constants';
import { lookupSharedData } from '@/lib/shared-data';
import { guideFiles } from './guide-pages';
import { findHandWrittenConstants } from './hand-written-constants';

/*
 * The constants a guide quotes (data/spec-constants.ts) come from shared data; a page that writes one by hand
 * fails here.
 */

describe('the list of spec constants', () => {
  it.each(specConstants.map((constant) => constant.path))('%s exists in shared data', (path) => {
    expect(() => lookupSharedData(path)).not.toThrow();
  });
});

for (const file of guideFiles()) {
  it(`${file.path} quotes spec constants through <SharedData>`, () => {
    const found = findHandWrittenConstants(file.source);
    const messages = found.map(
      (hit) =>
        `${file.path}:${hit.line}: "${hit.written}" written by hand; use <SharedData path="${hit.path}" />`,
    );
    expect(messages).toEqual([]);
  });
}
