import { describe, expect, it } from 'vitest';
import { filterOptions, moveActive } from './combobox';

describe('filterOptions', () => {
  const options = [
    { value: 'a', label: 'Acme / Web' },
    { value: 'b', label: 'Ünïcode "Quoted" \\ Labs / API' },
    { value: 'c', label: 'Beta / App' },
  ];

  it('keeps every option for an empty or blank query', () => {
    expect(filterOptions(options, '  ')).toEqual(options);
  });

  it('matches anywhere in the label, ignoring case', () => {
    expect(filterOptions(options, 'ap').map((o) => o.value)).toEqual(['b', 'c']);
    expect(filterOptions(options, 'ÜNÏ').map((o) => o.value)).toEqual(['b']);
    expect(filterOptions(options, '"quoted" \\').map((o) => o.value)).toEqual(['b']);
  });

  it('gives an empty list when nothing matches', () => {
    expect(filterOptions(options, 'zzz')).toEqual([]);
  });
});

describe('moveActive', () => {
  it('moves one step with the arrows and stops at the ends', () => {
    expect(moveActive(0, 'ArrowDown', 3)).toBe(1);
    expect(moveActive(2, 'ArrowDown', 3)).toBe(2);
    expect(moveActive(0, 'ArrowUp', 3)).toBe(0);
  });

  it('jumps with Home, End and the page keys', () => {
    expect(moveActive(1, 'Home', 25)).toBe(0);
    expect(moveActive(1, 'End', 25)).toBe(24);
    expect(moveActive(20, 'PageDown', 25)).toBe(24);
    expect(moveActive(5, 'PageUp', 25)).toBe(0);
  });

  it('ignores other keys and empty lists', () => {
    expect(moveActive(0, 'a', 3)).toBeUndefined();
    expect(moveActive(0, 'ArrowDown', 0)).toBeUndefined();
  });
});
