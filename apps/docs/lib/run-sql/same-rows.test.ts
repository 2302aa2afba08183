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

describe('sameRows with dates, timestamps and numerics', () => {
  // What PGlite hands the page for these types: a Date parsed from PostgreSQL's text, and numeric as text.
  const fromSql = (text: string) => new Date(text);

  it('matches timestamptz, timestamp and date columns with their JSON form', () => {
    const sql = [
      [fromSql('2024-05-01 10:00:00.123+00'), fromSql('2024-05-01 10:00:00'), fromSql('2024-05-01')],
    ];
    const rest = [{ at: '2024-05-01T10:00:00.123+00:00', local: '2024-05-01T10:00:00', day: '2024-05-01' }];
    expect(sameRows(sql, rest)).toBe(true);
  });

  it('tells another instant apart, a zone included', () => {
    expect(sameRows([[fromSql('2024-05-01 10:00:00+00')]], [{ at: '2024-05-01T10:00:00+02:00' }])).toBe(
      false,
    );
    expect(sameRows([[fromSql('2024-05-01')]], [{ day: '2024-05-02' }])).toBe(false);
  });

  it('matches a numeric printed with trailing zeros and its JSON number, and tells other numbers apart', () => {
    expect(sameRows([['1.50', '12']], [{ price: 1.5, n: 12 }])).toBe(true);
    expect(sameRows([['1.50']], [{ price: 1.51 }])).toBe(false);
  });

  it('keeps text that only looks like a number or a date as text when the other side has it as text', () => {
    expect(sameRows([['2024-05-01', 'abc']], [{ day: '2024-05-01', name: 'abc' }])).toBe(true);
    expect(sameRows([['not a date']], [{ name: 'not a date ' }])).toBe(false);
  });
});
