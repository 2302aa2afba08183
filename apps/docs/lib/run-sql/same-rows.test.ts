import { describe, expect, it } from 'vitest';
import { jsonLeaves, sameRows } from './same-rows';

describe('sameRows', () => {
  it('matches a join in SQL with the embedded object PostgREST returns', () => {
    const sql = [
      ['Postgres basics', 120, 'Ada'],
      ['Postgres deep dive', null, 'Bo'],
    ];
    const rest = [
      { title: 'Postgres basics', page_count: 120, authors: { author: 'Ada' } },
      { title: 'Postgres deep dive', page_count: null, authors: { author: 'Bo' } },
    ];
    expect(sameRows(sql, rest)).toBe(true);
  });

  it('tells a different value, a missing row and another order apart', () => {
    const rest = [{ a: 1 }, { a: 2 }];
    expect(sameRows([[1], [3]], rest)).toBe(false);
    expect(sameRows([[1]], rest)).toBe(false);
    expect(sameRows([[2], [1]], rest)).toBe(false);
  });

  it('keeps arrays (a to-many embed, an array column) whole', () => {
    expect(jsonLeaves({ tags: ['a', 'b'], n: { m: true } })).toEqual(['["a","b"]', 'true']);
  });
});
