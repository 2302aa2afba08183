import { describe, expect, it } from 'vitest';
import type { CodeBlock } from './code-blocks';
import { controlsTransactions, failedTapLines, planSqlBlock, prerequisitePages } from './sql-fence';

const block = (meta: string): CodeBlock => ({
  lang: 'sql',
  meta,
  code: 'select 1;',
  line: 1,
  bodyLine: 2,
  endLine: 3,
});

describe('planSqlBlock', () => {
  it('runs a block without a marker', () => {
    expect(planSqlBlock(block('title="a.sql" {1}'))).toEqual({ kind: 'run' });
  });
  it('skips a norun block and keeps its reason', () => {
    expect(planSqlBlock(block('norun="fragment: a where clause"'))).toEqual({
      kind: 'norun',
      reason: 'fragment: a where clause',
    });
  });
  it('expects a fails block to fail', () => {
    expect(planSqlBlock(block('fails="anon may not insert"'))).toEqual({
      kind: 'fails',
      reason: 'anon may not insert',
    });
  });
  it.each([
    ['norun=""', 'norun needs a reason'],
    ['norun', 'write norun="reason" or fails="reason", with the reason in quotes'],
    ['norun="a" fails="b"', 'a block is either norun or fails, not both'],
  ])('rejects the marker %s', (meta, message) => {
    expect(planSqlBlock(block(meta))).toEqual({ kind: 'invalid', message });
  });
});

describe('prerequisitePages', () => {
  it('reads the guides a block builds on', () => {
    expect(prerequisitePages(block('after="database/user-profiles, storage/buckets"'))).toEqual([
      'database/user-profiles',
      'storage/buckets',
    ]);
    expect(prerequisitePages(block('title="a.sql"'))).toEqual([]);
  });
});

describe('failedTapLines', () => {
  it('finds failed checks and a plan mismatch in pgTAP output', () => {
    const output = [
      '1..3',
      'ok 1 - profiles exists',
      'not ok 2 - anon cannot insert',
      '# Looks like you failed 1 test of 3',
    ];
    expect(failedTapLines([...output, 42, null])).toEqual([
      'not ok 2 - anon cannot insert',
      '# Looks like you failed 1 test of 3',
    ]);
    expect(failedTapLines(['1..1', 'ok 1 - fine'])).toEqual([]);
  });
});

describe('controlsTransactions', () => {
  it('finds transaction control and statements that cannot run in a transaction block', () => {
    expect(controlsTransactions('begin;\nselect 1;\nrollback;')).toBe(true);
    expect(controlsTransactions('insert into t values (1);\ncommit;')).toBe(true);
    expect(controlsTransactions('START TRANSACTION; select 1')).toBe(true);
    expect(controlsTransactions('create index concurrently on t (a);')).toBe(true);
    expect(controlsTransactions('vacuum analyze t;')).toBe(true);
  });

  it('ignores PL/pgSQL bodies, strings, comments and words inside statements', () => {
    const fn = `create function f() returns trigger language plpgsql as $$
begin
  new.updated_at = now();
  return new;
end;
$$;`;
    expect(controlsTransactions(fn)).toBe(false);
    expect(
      controlsTransactions('create function g() returns int as $body$ begin return 1; end $body$;'),
    ).toBe(false);
    expect(controlsTransactions("select 'begin; commit';\n-- rollback;\n/* commit; */ select 2;")).toBe(
      false,
    );
    expect(controlsTransactions('select case when a then 1 else 0 end from t;')).toBe(false);
    expect(controlsTransactions('alter table t rename column begin_at to started_at;')).toBe(false);
  });
});
