import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAllPages, checkPages, optionalChecks } from './check-pages';
import { fixtureSite } from './fixture-site';
import { formatProblem } from './problem';

/*
 * The fixture site (fixtures/site) has one page with a writer's usual mistakes: a missing title, a SQL error,
 * an unknown component, a bad prop value, a misspelt prop, a broken anchor and link, a misspelt CLI flag, a
 * shared-data path that names nothing, a wrong value and a string for a flag written in braces, and a typo in its folder's meta.json. The report names each at its file and line, with a suggestion where one
 * exists. fixtures/expected-report.txt is the report of the source checks and the SQL (the CLI line's wording
 * belongs to lib/cli/invocations.ts, so it is asserted by place only).
 */

const brokenPage = join(fixtureSite.contentRoot, 'database', 'json-columns.mdx');
const expected = readFileSync(new URL('./fixtures/expected-report.txt', import.meta.url), 'utf8')
  .trim()
  .split('\n');

describe('the page check on a page with mistakes', () => {
  it('names every mistake at its file and line in one report', async () => {
    const report = (await checkPages(fixtureSite, [brokenPage], { run: true })).map(formatProblem);
    const cli = report.filter((line) => line.includes(' CLI: '));
    expect(report.filter((line) => !line.includes(' CLI: '))).toEqual(expected);
    expect(cli).toHaveLength(1);
    expect(cli[0]).toMatch(/json-columns\.mdx:27:1 CLI: `supabase db push --dyr-run`: .*--dyr-run/);
  }, 120_000);

  it('reports the same source problems over the whole site, the clean page included, without running SQL', async () => {
    const report = (await checkAllPages(fixtureSite, { run: false })).map(formatProblem);
    expect(report).toEqual(expected.filter((line) => !line.includes(' SQL error: ')));
  });

  it('adds the inline snippet type error when the snippet check is in the tree', async () => {
    const extra = await optionalChecks();
    if (extra.run.length === 0) return;
    const report = (
      await checkPages(fixtureSite, [brokenPage], { run: true, extra: { source: [], run: extra.run } })
    ).map(formatProblem);
    expect(report.find((line) => line.includes('contans'))).toMatch(/json-columns\.mdx:33:60 .*'contains'/);
  }, 120_000);
});
