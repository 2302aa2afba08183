import { describe, expect, it } from 'vitest';
import { formatSql, minimalChange } from './format-sql';

describe('formatting SQL in the editor', () => {
  it('writes lower-case keywords, one clause per line, indented by two spaces', () => {
    expect(formatSql('SELECT title, pages FROM books WHERE pages > 100 ORDER BY title LIMIT 5')).toBe(
      'select\n  title,\n  pages\nfrom\n  books\nwhere\n  pages > 100\norder by\n  title\nlimit\n  5',
    );
  });

  it('keeps comments, string literals and quoted identifiers as typed', () => {
    const formatted = formatSql(`select "Title" -- the Title\nfrom books where title = 'SELECT It'`);
    expect(formatted).toContain('"Title"');
    expect(formatted).toContain('-- the Title');
    expect(formatted).toContain("'SELECT It'");
  });

  it('is stable: formatting formatted SQL changes nothing', () => {
    const once = formatSql('select a from b where c = 1 and (d = 2 or e is null)') ?? '';
    expect(formatSql(once)).toBe(once);
  });

  it('leaves text it cannot tokenize alone', () => {
    expect(formatSql("select * from books where title = 'unterminated")).toBeUndefined();
  });
});

describe('the edit that formatting makes', () => {
  it('replaces only the part between the common start and end', () => {
    expect(minimalChange('select a,b from t', 'select a, b from t')).toEqual({ from: 9, to: 9, insert: ' ' });
    expect(minimalChange('same', 'same')).toBeUndefined();
  });

  it('always turns the old text into the new one', () => {
    const pairs = [
      ['aaa', 'aa'],
      ['aa', 'aaa'],
      ['', 'x'],
      ['select 1', 'select\n  1'],
      ['abcabc', 'abc'],
    ] as const;
    for (const [before, after] of pairs) {
      const change = minimalChange(before, after);
      const applied = change
        ? before.slice(0, change.from) + change.insert + before.slice(change.to)
        : before;
      expect(applied).toBe(after);
    }
  });
});
