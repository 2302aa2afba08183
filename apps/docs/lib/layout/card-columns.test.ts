import { describe, expect, it } from 'vitest';
import { wideCardColumns } from './card-columns';

describe('wideCardColumns', () => {
  it('uses three columns when the last row of three is full', () => {
    expect(wideCardColumns(9)).toBe(3);
    expect(wideCardColumns(6)).toBe(3);
  });

  it('uses two columns when three would leave a card alone or a gap (10 cards: 5 rows of 2)', () => {
    expect(wideCardColumns(10)).toBe(2);
    expect(wideCardColumns(4)).toBe(2);
    expect(wideCardColumns(8)).toBe(2);
  });

  it('picks the fuller last row when neither count fills it', () => {
    // 7: three columns leave 2 empty cells, two columns leave 1.
    expect(wideCardColumns(7)).toBe(2);
    // 5: three columns leave 1 empty cell, two columns leave 1: the wider grid.
    expect(wideCardColumns(5)).toBe(3);
  });
});
