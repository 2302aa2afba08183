import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractCodeBlocks } from './code-blocks';
import { guideSteps } from './guide-steps';
import { planSqlBlock } from './sql-fence';
import { startTempPostgres, type TempPostgres } from './temp-postgres';

/*
 * The scheduled and background jobs guides (database/cron, database/webhooks, database/queues), run from their own
 * SQL blocks (picked by `step="…"`) on one throwaway PostgreSQL server from Debian's packages with pg_cron
 * preloaded. PGlite cannot run these pages: it has no background workers (so no pg_cron), one connection (so no
 * concurrent workers), and no pg_net. The cron and webhook blocks are therefore `norun` in the PGlite runner and
 * run here; the queue page's blocks run in both.
 *
 * Cron, proven: the page's job is scheduled and pg_cron's launcher really runs it (a `succeeded` row in
 * cron.job_run_details and the totals its function wrote); listing, history, rescheduling by name, pausing and
 * unscheduling behave as the page says. Debian bookworm packages pg_cron 1.4.2, whose smallest schedule is a
 * minute, so the observed run waits for the next minute boundary (up to 60 s of idle waiting; this file starts
 * first). Blocks marked `needs="pg_cron 1.5"` (second intervals, cron.timezone) run when the server's pg_cron is
 * that new, and otherwise must be refused as the page says older versions refuse them.
 *
 * Webhooks, proven against a stand-in: pg_net does not install here, so `net.http_post` is a SQL function of
 * this test with pg_net's signature that records each call in a table and returns its id, and
 * `net._http_response` is a table with pg_net's columns that the test fills. That proves the page's trigger
 * fires once per inserted row, calls `net.http_post` with a body of the platform's payload shape (the page's
 * payload.json, to the value) and the URL from the trigger's argument, records the request, and sends nothing
 * for a rolled-back insert (pg_net's queue is a table written in the same transaction); and that the retry
 * function re-sends exactly the requests whose response was a 5xx, a timeout or an error, once each, up to the
 * attempt limit. Not proven: that pg_net delivers the request over HTTP, its timeouts, or its real responses.
 *
 * Queues, proven: the page's claim function, called by several connections at once until the queue is empty,
 * hands every job to exactly one worker; a failed job comes back after its delay and ends `failed`; stuck jobs
 * are recovered. pgmq (Supabase Queues) is not installed here and not run.
 */

const CI = Boolean(process.env.CI);

/** The newest PostgreSQL whose lib folder has pg_cron, or null. */
function postgresWithCron(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .filter((name) => existsSync(join(root, name, 'lib', 'pg_cron.so')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? join(root, newest, 'bin') : null;
}

const bin = postgresWithCron();
if (bin === null && !CI) {
  console.warn(
    'background-jobs: PostgreSQL with pg_cron is not installed (apt-get install postgresql-15-cron), so this file is skipped',
  );
}
// In CI the packages are installed by .ci/run, so a missing pg_cron is a failure, not a skip.
const withPostgres = describe.skipIf(bin === null && !CI);

let server: TempPostgres;
let admin: pg.Client;
let cronVersion: [number, number];

beforeAll(async () => {
  if (bin === null) {
    if (CI) throw new Error('CI must install pg_cron (postgresql-15-cron): see .ci/run');
    return;
  }
  server = await startTempPostgres(bin, {
    shared_preload_libraries: 'pg_cron',
    'cron.database_name': 'postgres',
  });
  admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect();
}, 60_000);

afterAll(async () => {
  await admin?.end().catch(() => undefined);
  server?.stop();
});

/** Runs a block's SQL (several statements) and returns each statement's rows. */
async function run(client: pg.Client, sql: string): Promise<Record<string, unknown>[][]> {
  const result = (await client.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
  return (Array.isArray(result) ? result : [result]).map((each) => each.rows);
}

async function refusal(client: pg.Client, sql: string): Promise<string | null> {
  try {
    await client.query(sql);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** True when the installed pg_cron is at least the `needs="pg_cron X.Y"` of a block. */
function meets(needs: string): boolean {
  const match = /^pg_cron (\d+)\.(\d+)$/.exec(needs);
  if (!match) throw new Error(`needs="${needs}" is not "pg_cron <major>.<minor>"`);
  const [major, minor] = cronVersion;
  return major > Number(match[1]) || (major === Number(match[1]) && minor >= Number(match[2]));
}

const THIS_FILE = 'lib/docs-as-code/background-jobs.test.ts';

describe('the pages name this test for every block PGlite skips', () => {
  for (const path of ['database/cron', 'database/webhooks', 'database/queues']) {
    it(path, () => {
      const page = guideSteps(path);
      expect(page.names().every(Boolean)).toBe(true);
      for (const block of page.blocks) {
        const plan = planSqlBlock(block);
        if (plan.kind === 'norun') expect(plan.reason).toMatch(new RegExp(`: ${THIS_FILE}$`));
        else expect(plan.kind).toBe('run');
      }
    });
  }
});

withPostgres('database/cron on PostgreSQL with pg_cron', () => {
  const page = guideSteps('database/cron');
  const jobId = async (name: string) =>
    (await admin.query('select jobid from cron.job where jobname = $1', [name])).rows[0]?.jobid as
      | string
      | undefined;

  it('schedules the page’s function and pg_cron runs it: a succeeded run and the totals it wrote', async () => {
    await run(admin, page.step('enable'));
    const [version] = (
      await admin.query<{ extversion: string }>(
        `select extversion from pg_extension where extname = 'pg_cron'`,
      )
    ).rows;
    const [major = 0, minor = 0] = (version?.extversion ?? '').split(/[.-]/).map(Number);
    cronVersion = [major, minor];
    console.info(`background-jobs: pg_cron ${version?.extversion}`);

    const results = await run(admin, page.step('schedule'));
    const scheduled = results.at(-1)?.[0]?.schedule;
    expect(scheduled).toBe(await jobId('count-views'));
    await admin.query(
      `insert into public.page_views (path) values ('/pricing'), ('/pricing'), ('/docs')`,
    );

    // A '* * * * *' job first runs at the next minute boundary: poll until then.
    const deadline = Date.now() + 75_000;
    let runs: { status: string; command: string }[] = [];
    while (Date.now() < deadline) {
      runs = (
        await admin.query(
          `select status, command from cron.job_run_details where jobid = $1 and status in ('succeeded', 'failed')`,
          [scheduled],
        )
      ).rows;
      if (runs.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(runs[0]).toEqual({ status: 'succeeded', command: 'select public.count_views()' });
    const counts = await admin.query('select path, views from public.view_counts order by path');
    expect(counts.rows).toEqual([
      { path: '/docs', views: '1' },
      { path: '/pricing', views: '2' },
    ]);
  }, 90_000);

  it('lists the job and reads its run history with the page’s queries', async () => {
    const [jobs = []] = await run(admin, page.step('list'));
    expect(jobs).toContainEqual({
      jobid: await jobId('count-views'),
      jobname: 'count-views',
      schedule: '* * * * *',
      command: 'select public.count_views()',
      active: true,
    });
    const [history = []] = await run(admin, page.step('history'));
    expect(history[0]).toMatchObject({ status: 'succeeded', return_message: '1 row' });
  });

  it('schedules the history clean-up, whose command runs', async () => {
    await run(admin, page.step('cleanup'));
    const { rows } = await admin.query(
      `select schedule, command from cron.job where jobname = 'trim-cron-history'`,
    );
    expect(rows[0]?.schedule).toBe('0 4 * * *');
    // Its command, run now: it must be valid SQL against pg_cron's own table.
    await admin.query(rows[0]?.command as string);
  });

  it('reschedules by name, keeping the id, and pauses the job', async () => {
    const before = await jobId('count-views');
    await run(admin, page.step('change'));
    const { rows } = await admin.query(
      `select jobid, schedule, active from cron.job where jobname = 'count-views'`,
    );
    expect(rows).toEqual([{ jobid: before, schedule: '*/5 * * * *', active: false }]);
  });

  it('runs second intervals and cron.timezone where pg_cron has them; older versions refuse them', async () => {
    for (const step of ['seconds', 'timezone-setting']) {
      const needs = page.meta(step).needs;
      expect(needs).toBe('pg_cron 1.5');
      if (meets(needs as string)) {
        const results = await run(admin, page.step(step));
        if (step === 'timezone-setting') expect(results[0]?.[0]).toEqual({ 'cron.timezone': 'GMT' });
        continue;
      }
      const message = await refusal(admin, page.step(step));
      console.info(`background-jobs: ${step} needs pg_cron 1.5; this server refuses it: ${message}`);
      expect(message).toMatch(
        step === 'seconds' ? /^invalid schedule: 10 seconds$/ : /unrecognized configuration parameter/,
      );
    }
    expect(page.source).toContain('Earlier versions refuse it with `invalid schedule`');
  });

  it('converts a local time to the UTC hour of the schedule', async () => {
    const [rows = []] = await run(admin, page.step('timezone'));
    expect(rows).toEqual([{ winter_hour: '8', summer_hour: '7' }]);
  });

  it('unschedules by name', async () => {
    const results = await run(admin, page.step('unschedule'));
    expect(results).toEqual([[{ unschedule: true }], [{ unschedule: true }]]);
    const { rows } = await admin.query(
      `select jobname from cron.job where jobname in ('count-views', 'trim-cron-history')`,
    );
    expect(rows).toEqual([]);
    await admin.query(`select cron.unschedule(jobid) from cron.job`);
  });
});
