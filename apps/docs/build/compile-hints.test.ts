import { describe, expect, it } from 'vitest';
import { HINT, onDemandChunks, withHint } from './compile-hints.mjs';

const chunks = new Map([
  ['static/chunks/island.js', 'x("The island mark");e.l("static/chunks/widget.js")'],
  ['static/chunks/widget.js', '["static/chunks/editor.js","static/chunks/react.js"].map(load)'],
  ['static/chunks/editor.js', 'e.l("static/chunks/widget.js");e.l("static/chunks/missing.js")'],
  ['static/chunks/react.js', 'shared code'],
  ['static/chunks/search.js', 'e.l("static/chunks/react.js")'],
]);

describe('compile hints', () => {
  it('follows the chunk names from the marked chunk, skipping chunks that pages name in their HTML', () => {
    expect(onDemandChunks(chunks, 'The island mark', new Set(['static/chunks/react.js']))).toEqual([
      'static/chunks/editor.js',
      'static/chunks/island.js',
      'static/chunks/widget.js',
    ]);
  });

  it('finds nothing when no chunk has the mark', () => {
    expect(onDemandChunks(chunks, 'renamed', new Set())).toEqual([]);
  });

  it('puts the magic comment on the first line, once', () => {
    expect(withHint('code()')).toBe(`${HINT}code()`);
    expect(withHint(withHint('code()'))).toBe(`${HINT}code()`);
    expect(HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});
