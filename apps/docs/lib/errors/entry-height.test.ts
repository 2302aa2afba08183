import { describe, expect, it } from 'vitest';
import { errorSections } from '@/data/errors';
import type { ErrorEntry } from '@/data/errors/schema';
import { estimateEntryHeight, estimateTableHeight } from './entry-height';

const BASE: ErrorEntry = {
  code: 'PGRST116',
  title: 'Not exactly one row for a single-object request',
  meaning: 'The request asked for one object and the query returned zero rows or more than one.',
  fix: 'Use `.maybeSingle()` when no row is a valid answer.',
};

const estimate = (entry: ErrorEntry, guideTitles: string[] = []) =>
  estimateEntryHeight({ entry, status: 'HTTP status **406**', guideTitles });

describe('estimateEntryHeight', () => {
  it('grows with every part an entry prints', () => {
    const base = estimate(BASE);
    expect(estimate({ ...BASE, causes: ['A filter that matched no row.'] })).toBeGreaterThan(base);
    expect(
      estimate({ ...BASE, messages: ['JSON object requested, multiple (or no) rows returned'] }),
    ).toBeGreaterThan(base);
    expect(estimate({ ...BASE, reproduce: 'select 1/0;' })).toBeGreaterThan(base);
    expect(estimate(BASE, ['Fixing PGRST116'])).toBeGreaterThan(base);
    expect(estimateEntryHeight({ entry: BASE, status: null, guideTitles: [] })).toBeLessThan(base);
  });

  it('counts a long meaning in more lines than a short one', () => {
    const long = { ...BASE, meaning: `${BASE.meaning} `.repeat(6) };
    expect(estimate(long) - estimate(BASE)).toBeGreaterThanOrEqual(5 * 28);
  });

  it('gives every explained entry of the reference a whole, plausible height', () => {
    const entries = errorSections.flatMap((section) => section.entries.filter((entry) => entry.fix));
    expect(entries.length).toBeGreaterThan(150);
    for (const entry of entries) {
      const height = estimateEntryHeight({ entry, status: null, guideTitles: [] });
      expect(Number.isInteger(height)).toBe(true);
      expect(height).toBeGreaterThan(150);
      expect(height).toBeLessThan(2500);
    }
  });
});

describe('estimateTableHeight', () => {
  it('adds a row per code, taller for a class name that wraps', () => {
    const short = { title: 'unique_violation', meaning: 'Integrity' };
    const long = { title: 'unique_violation', meaning: 'Integrity Constraint Violation' };
    expect(estimateTableHeight([short, short])).toBeGreaterThan(estimateTableHeight([short]));
    expect(estimateTableHeight([long])).toBeGreaterThan(estimateTableHeight([short]));
  });
});
