import { describe, expect, it } from 'vitest';
import { closest, didYouMean, editDistance } from './edit-distance';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('lable', 'label')).toBe(1);
    expect(editDistance('--dyr-run', '--dry-run')).toBe(1);
  });
});

describe('closest', () => {
  it('finds the word a typo meant, ignoring case', () => {
    expect(closest('lable', ['type', 'label', 'title'])).toBe('label');
    expect(closest('admonition', ['Alert', 'Admonition'])).toBe('Admonition');
  });

  it('suggests nothing when no candidate is near', () => {
    expect(closest('info', ['note', 'tip', 'caution', 'danger', 'deprecation'])).toBeUndefined();
    expect(closest('x', ['y'])).toBeUndefined();
  });

  it('writes the suggestion ready to append to a message', () => {
    expect(didYouMean('Admonitoin', ['Admonition'], (name) => `<${name}>`)).toBe(
      ' (did you mean <Admonition>?)',
    );
    expect(didYouMean('zzz', ['Admonition'])).toBe('');
  });
});
