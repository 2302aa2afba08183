import { describe, expect, it } from 'vitest';
import { findJsEntry, findJsMethod, type JsApiMethod, type JsEntry, jsEntryIds } from '@/data/js-reference';
import { estimateJsSectionHeight } from './section-height';

const method: JsApiMethod = {
  id: 'demo',
  surface: 'SupabaseClient',
  name: 'demo',
  signatures: [{ typeParams: '', params: [], returns: 'void' }],
};

const entry: JsEntry = {
  id: 'demo',
  summary: 'Runs the demo.',
  examples: [{ title: 'Run it', code: 'await supabase.demo()' }],
};

const none = { guideTitles: [] };

describe('estimateJsSectionHeight', () => {
  it('grows with every part a section shows', () => {
    const base = estimateJsSectionHeight(method, entry, none);
    const param = {
      name: 'options',
      type: '{ schema?: string; head?: boolean }',
      optional: true,
      rest: false,
    };
    const variants: [JsApiMethod, JsEntry, { guideTitles: string[] }][] = [
      [method, { ...entry, serverOnly: true }, none],
      [method, { ...entry, details: [`${'A long paragraph. '.repeat(20)}\n\nAnd a second one.`] }, none],
      [method, { ...entry, qualifier: 'after a write that returns the written rows' }, none],
      [{ ...method, signatures: [{ typeParams: '', params: [param], returns: 'void' }] }, entry, none],
      [
        method,
        { ...entry, examples: [{ ...entry.examples[0], code: 'a\nb\nc\nd' } as JsEntry['examples'][0]] },
        none,
      ],
      [method, { ...entry, examples: [{ title: 'Run it', code: 'x', data: { rows: [1, 2, 3] } }] }, none],
      [method, entry, { guideTitles: ['Server-side auth'] }],
    ];
    for (const [m, e, g] of variants) expect(estimateJsSectionHeight(m, e, g)).toBeGreaterThan(base);
  });

  it('counts the first example, the one shown, and a tab row per line of tabs', () => {
    const short = { title: 'A', code: 'x' };
    const long = { title: 'B', code: Array.from({ length: 40 }, (_, i) => `line ${i}`).join('\n') };
    const firstShort = estimateJsSectionHeight(method, { ...entry, examples: [short, long] }, none);
    const firstLong = estimateJsSectionHeight(method, { ...entry, examples: [long, short] }, none);
    expect(firstLong).toBeGreaterThan(firstShort);
    const manyTabs = Array.from({ length: 8 }, (_, i) => ({ title: `Example number ${i}`, code: 'x' }));
    expect(estimateJsSectionHeight(method, { ...entry, examples: manyTabs }, none)).toBeGreaterThan(
      estimateJsSectionHeight(method, { ...entry, examples: manyTabs.slice(0, 2) }, none),
    );
  });

  it('gives every method of the reference a whole number of pixels within a sane range', () => {
    for (const id of jsEntryIds()) {
      const height = estimateJsSectionHeight(
        findJsMethod(id) as JsApiMethod,
        findJsEntry(id) as JsEntry,
        none,
      );
      expect(Number.isInteger(height)).toBe(true);
      expect(height).toBeGreaterThan(300);
      expect(height).toBeLessThan(20_000);
    }
  });
});
