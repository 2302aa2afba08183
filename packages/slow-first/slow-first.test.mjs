import { describe, expect, it } from 'vitest';
import { slowFilesFirst } from './slow-first.mjs';

describe('slowFilesFirst', () => {
  const paths = ['/r/a.test.ts', '/r/lib/sql.test.ts', '/r/b.test.ts', '/r/test/restart.test.ts'];

  it('puts the named files first, in the order named, and keeps the others in their order', () => {
    expect(slowFilesFirst(paths, (path) => path, ['test/restart.test.ts', 'lib/sql.test.ts'])).toEqual([
      '/r/test/restart.test.ts',
      '/r/lib/sql.test.ts',
      '/r/a.test.ts',
      '/r/b.test.ts',
    ]);
  });

  it('matches whole path segments only, and ignores names with no file', () => {
    expect(slowFilesFirst(paths, (path) => path, ['sql.test.ts', 'gone.test.ts', 'l.test.ts'])).toEqual([
      paths[1],
      paths[0],
      paths[2],
      paths[3],
    ]);
  });
});
