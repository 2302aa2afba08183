import { describe, expect, it } from 'vitest';
import { wideCardColumns } from './card-columns';

describe('wideCardColumns', () => {
  it('uses the most columns whose last row is full', () => {
    expect(wideCardColumns(10)).toBe(5);
    expect(wideCardColumns(8)).toBe(4);
    expect(wideCardColumns(9)).toBe(3);
    expect(wideCardColumns(6)).toBe(3);
    expect(wideCardColumns(4)).toBe(4);
  });

  it('picks the fullest last row when no count fills it, the wider grid on a tie', () => {
    // 7: five columns leave 3 empty cells, four leave 1, three leave 2, two leave 1.
    expect(wideCardColumns(7)).toBe(4);
    // 11: four columns leave 1 empty cell, the least.
    expect(wideCardColumns(11)).toBe(4);
  });
});
