import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { translate } from 'sql-to-rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutCodeBlocks } from './code-blocks';
import { databaseAfter, runnableSql } from './page-sql';

/*
 * PostgREST's aggregate functions are off until `db-aggregates-enabled` is on. The translator assumes it is on;
 * the SQL-to-REST page must say so and give SQL that really turns it on (run here on the platform stand-in).
 */

const PAGE = 'content/guides/api/sql-to-rest.mdx';
const source = readFileSync(new URL(`../../${PAGE}`, import.meta.url), 'utf8');
let db: PGlite;

beforeAll(async () => {
  db = await databaseAfter(PAGE);
}, 180_000);
afterAll(async () => {
  await db?.close();
});

describe('aggregates on the SQL-to-REST page', () => {
  it('the translator assumes db-aggregates-enabled for an aggregate query', async () => {
    const { assumptions } = await translate('select count(*) from books');
    expect(assumptions.join('\n')).toMatch(/db-aggregates-enabled/);
  });

  it('the prose says aggregates are off by default and names the setting', () => {
    const prose = withoutCodeBlocks(source);
    expect(prose).toMatch(/off by default/);
    expect(prose).toContain('`db-aggregates-enabled`');
  });

  it("the page's SQL turns the setting on for the API's login role", async () => {
    expect(runnableSql(PAGE).join('\n')).toMatch(/pgrst\.db_aggregates_enabled/);
    const { rows } = await db.query<{ setconfig: string[] }>(
      `select s.setconfig from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
       where r.rolname = 'authenticator'`,
    );
    expect(rows.flatMap((row) => row.setconfig)).toContain('pgrst.db_aggregates_enabled=true');
  });
});
