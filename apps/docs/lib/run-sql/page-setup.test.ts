import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PGLITE_BASE, pageSqlUrl } from './page-runner';
import { offersRun, pageSqlOf } from './page-setup';
import { pageSqlSegments } from './page-sql-files';
import { remarkRunSql } from './remark-run-sql';
import { runSqlMark } from './shiki-run-sql';

const fence = (meta: string, code = 'select 1;') => ({ lang: 'sql', meta, code });

describe('which blocks offer Run', () => {
  it('offers it where the CI runs the block, and on norun blocks marked runnable', () => {
    expect(offersRun(fence(''))).toBe(true);
    expect(offersRun(fence('fails="shows the error"'))).toBe(true);
    expect(offersRun(fence('norun="fragment"'))).toBe(false);
    expect(offersRun(fence('norun="needs pg_cron" runnable="the select works without it"'))).toBe(true);
    expect(offersRun({ lang: 'bash', meta: '', code: 'ls' })).toBe(false);
    expect(offersRun(fence('norun'))).toBe(false);
  });
});

describe('the page JSON', () => {
  const page = {
    path: 'content/guides/b.mdx',
    source: [
      '```sql after="a"',
      'create table b ();',
      '```',
      '```sql norun="fragment"',
      'where x',
      '```',
      '```sql fails="no such table"',
      'select * from nope;',
      '```',
    ].join('\n'),
  };
  const before = {
    path: 'content/guides/a.mdx',
    source: '```sql\ncreate table a ();\n```\n```sql norun="x"\nno\n```',
  };

  it('holds the guides it builds on and each block with what catching up does with it', () => {
    expect(pageSqlOf(page, [before, page], '-- stand-in')).toEqual({
      standIn: '-- stand-in',
      prerequisites: ['create table a ();'],
      blocks: [
        { code: 'create table b ();', step: 'run', runnable: true },
        { code: 'where x', step: 'skip', runnable: false },
        { code: 'select * from nope;', step: 'may-fail', runnable: true },
      ],
    });
  });

  it('names the block whose after= names no guide', () => {
    expect(() => pageSqlOf(page, [page], '')).toThrow('content/guides/b.mdx:1: after="a" names no guide');
  });

  it('lives at the address the page finds from its own', () => {
    expect(pageSqlSegments('content/guides/database/row-level-security.mdx')).toEqual([
      'guides',
      'database',
      'row-level-security.json',
    ]);
    expect(pageSqlSegments('content/guides/api/index.mdx')).toEqual(['guides', 'api.json']);
    expect(pageSqlSegments('content/guides/index.mdx')).toEqual(['guides.json']);
    expect(pageSqlUrl('/guides/database/row-level-security/')).toBe(
      '/run-sql/guides/database/row-level-security.json',
    );
    expect(pageSqlUrl('/guides/api/')).toBe('/run-sql/guides/api.json');
  });
});

describe('the Run mark', () => {
  it('numbers SQL fences in page order and marks the runnable ones', () => {
    const tree = {
      type: 'root',
      children: [
        { type: 'code', lang: 'sql', meta: 'title="a.sql"', value: 'select 1;' },
        { type: 'code', lang: 'bash', meta: null, value: 'ls' },
        { type: 'code', lang: 'sql', meta: 'norun="fragment"', value: 'where x' },
        { type: 'code', lang: 'SQL', meta: null, value: 'select 2;' },
      ],
    };
    // biome-ignore lint/suspicious/noExplicitAny: a hand-made mdast tree
    remarkRunSql()(tree as any);
    expect(tree.children.map((node) => (node.meta === null ? null : runSqlMark(node.meta)))).toEqual([
      0,
      null,
      null,
      2,
    ]);
  });
});

describe("the site's copy of PGlite", () => {
  it('is the installed version', () => {
    const lock = JSON.parse(readFileSync(new URL('../../../../package-lock.json', import.meta.url), 'utf8'));
    const version = lock.packages['node_modules/@electric-sql/pglite']?.version;
    expect(PGLITE_BASE).toBe(`/pglite/${version}/`);
  });
});
