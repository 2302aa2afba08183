import { describe, expect, it } from 'vitest';
import { type SharedDataTree, sharedData, sharedDataTreeSchema } from '@/data/shared-data';
import { formatSharedDataItem, lookupSharedData, sharedDataText } from './shared-data';

const tree: SharedDataTree = {
  limits: {
    disk: { value: 150, unit: 'GB' },
    plan: 'Large',
    nested: { deep: { value: '1.5', unit: 'hours' } },
  },
};

describe('shared data formatting', () => {
  it('shows a plain string exactly as written', () => {
    expect(formatSharedDataItem('max-age=3600')).toBe('max-age=3600');
  });

  it('shows a measure as its value, a space, then its unit', () => {
    expect(formatSharedDataItem({ value: 30, unit: 'emails/hour' })).toBe('30 emails/hour');
    expect(formatSharedDataItem({ value: '1.5', unit: 'hours' })).toBe('1.5 hours');
  });
});

describe('shared data lookup', () => {
  it('follows a dotted path down to a value', () => {
    expect(sharedDataText('limits.disk', tree)).toBe('150 GB');
    expect(sharedDataText('limits.plan', tree)).toBe('Large');
    expect(sharedDataText('limits.nested.deep', tree)).toBe('1.5 hours');
  });

  it('throws an error that names an unknown path', () => {
    expect(() => lookupSharedData('limits.memory', tree)).toThrow('Unknown shared data path "limits.memory"');
    expect(() => lookupSharedData('nothing', tree)).toThrow('"nothing"');
  });

  it('throws when a path runs past a value', () => {
    expect(() => lookupSharedData('limits.disk.value', tree)).toThrow('"limits.disk.value"');
    expect(() => lookupSharedData('limits.plan.length', tree)).toThrow('"limits.plan.length"');
  });

  it('throws when a path stops at a group instead of a value', () => {
    expect(() => lookupSharedData('limits.nested', tree)).toThrow('"limits.nested" names a group');
  });

  it('does not treat inherited object properties as data', () => {
    expect(() => lookupSharedData('limits.constructor', tree)).toThrow('Unknown shared data path');
    expect(() => lookupSharedData('__proto__', tree)).toThrow('Unknown shared data path');
  });

  it('looks in the site data by default', () => {
    expect(sharedDataText('auth.rateLimits.emailPerHour')).toBe('30 emails/hour');
    expect(sharedDataText('migration.largeComputeThreshold')).toBe('6 GB');
    expect(sharedDataText('migration.diskSelfServeLimit')).toBe('150 GB');
    expect(sharedDataText('local.apiPort')).toBe('54321');
  });
});

describe('shared data schema', () => {
  it('accepts the site data', () => {
    expect(sharedDataTreeSchema.safeParse(sharedData).success).toBe(true);
  });

  it('rejects a measure without a unit, an empty string and a dotted key', () => {
    expect(sharedDataTreeSchema.safeParse({ a: { value: 3 } }).success).toBe(false);
    expect(sharedDataTreeSchema.safeParse({ a: '' }).success).toBe(false);
    expect(sharedDataTreeSchema.safeParse({ 'a.b': 'text' }).success).toBe(false);
  });
});
