import { describe, expect, it } from 'vitest';
import type { CodeBlock } from './code-blocks';
import { planSqlBlock } from './sql-fence';

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
