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
    await admin.query(`insert into public.page_views (path) values ('/pricing'), ('/pricing'), ('/docs')`);

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

/*
 * pg_net's `net.http_post` as this test's stand-in: the same name, argument names, defaults and return type
 * (pg_net's README), recording each call in a table instead of queueing an HTTP request; `net._http_response`
 * with pg_net's columns, filled by the test.
 */
const PG_NET_STAND_IN = `
create schema net;
create table net.stand_in_calls (
  id bigint generated always as identity primary key,
  url text not null,
  body jsonb,
  params jsonb,
  headers jsonb,
  timeout_milliseconds int
);
create table net._http_response (
  id bigint,
  status_code int,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);
create function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds int default 1000
) returns bigint
language sql
as $$
  insert into net.stand_in_calls (url, body, params, headers, timeout_milliseconds)
  values (url, body, params, headers, timeout_milliseconds)
  returning id;
$$;
`;

interface Call {
  id: string;
  url: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
  timeout_milliseconds: number;
}

withPostgres('database/webhooks against a stand-in for pg_net', () => {
  const page = guideSteps('database/webhooks');
  const calls = async () =>
    (
      await admin.query<Call>(
        'select id, url, body, headers, timeout_milliseconds from net.stand_in_calls order by id',
      )
    ).rows;

  beforeAll(async () => {
    if (!admin) return;
    await admin.query(PG_NET_STAND_IN);
    await run(admin, page.step('webhook'));
  });

  it('posts the platform’s payload shape once per inserted row, as the page’s payload.json shows', async () => {
    await run(admin, page.step('insert'));
    const [call] = await calls();
    const payloadBlock = extractCodeBlocks(page.source).find((block) => block.meta.includes('payload.json'));
    const shown = JSON.parse(payloadBlock?.code ?? '{}');
    expect(call?.url).toBe('https://example.com/hooks/orders');
    expect(call?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(call?.timeout_milliseconds).toBe(2000);
    // The time of the insert differs; it is an ISO 8601 string like the page's.
    const sent = call?.body as { record: { created_at: string } };
    expect(sent.record.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/);
    expect({ ...sent, record: { ...sent.record, created_at: shown.record.created_at } }).toEqual(shown);

    const { rows } = await admin.query('select request_id, attempt, retried from public.webhook_requests');
    expect(rows).toEqual([{ request_id: call?.id, attempt: 1, retried: false }]);
  });

  it('records no call for an insert that is rolled back, and one per row of a multi-row insert', async () => {
    await admin.query('begin');
    await admin.query(
      `insert into public.orders (customer_email, total_cents) values ('lost@example.com', 1)`,
    );
    await admin.query('rollback');
    expect(await calls()).toHaveLength(1);
    await admin.query(
      `insert into public.orders (customer_email, total_cents) values ('b@example.com', 2), ('c@example.com', 3)`,
    );
    const bodies = (await calls()).map((call) => call.body.record as { customer_email: string });
    expect(bodies.map((record) => record.customer_email)).toEqual([
      'ada@example.com',
      'b@example.com',
      'c@example.com',
    ]);
  });

  it('re-sends exactly the failed requests once, and stops at the attempt limit', async () => {
    await run(admin, page.step('retry'));
    const [first, second, third] = await calls();
    // 5xx, success, no answer (timed out).
    await admin.query(
      `insert into net._http_response (id, status_code, timed_out, error_msg) values
         ($1, 503, false, null), ($2, 200, false, null), ($3, null, true, 'Timeout of 2000 ms reached')`,
      [first?.id, second?.id, third?.id],
    );
    const resent = await admin.query('select public.retry_failed_webhooks()');
    expect(resent.rows[0]?.retry_failed_webhooks).toBe(2);
    const all = await calls();
    expect(all.slice(3).map((call) => call.body)).toEqual([first?.body, third?.body]);
    // Called again with nothing new failed, nothing is sent twice.
    await admin.query('select public.retry_failed_webhooks()');
    expect(await calls()).toHaveLength(5);

    // The retries fail too: with a limit of two attempts they are not sent again.
    await admin.query(
      `insert into net._http_response (id, status_code) select request_id, 500 from public.webhook_requests where attempt = 2`,
    );
    expect((await admin.query('select public.retry_failed_webhooks(2) as resent')).rows[0]?.resent).toBe(0);
    // A 4xx answer is not retried.
    await admin.query(`update net._http_response set status_code = 404 where status_code = 500`);
    expect((await admin.query('select public.retry_failed_webhooks() as resent')).rows[0]?.resent).toBe(0);
    expect((await admin.query('select public.retry_failed_webhooks(5) as resent')).rows[0]?.resent).toBe(0);
  });
});

withPostgres('database/queues on PostgreSQL with concurrent workers', () => {
  const page = guideSteps('database/queues');
  const WORKERS = 6;
  const JOBS = 300;
  const workers: pg.Client[] = [];

  beforeAll(async () => {
    if (!admin) return;
    for (const step of ['queue', 'claim', 'finish']) await run(admin, page.step(step));
    for (let index = 0; index < WORKERS; index++) {
      const client = new pg.Client({ connectionString: server.url('postgres') });
      await client.connect();
      workers.push(client);
    }
  });

  afterAll(async () => {
    await Promise.all(workers.map((client) => client.end().catch(() => undefined)));
  });

  it('runs the page’s example: two jobs queued, the first taken and finished', async () => {
    const [, taken = [], finished = []] = await run(admin, page.step('use'));
    expect(taken).toMatchObject([{ id: '1', kind: 'welcome-email' }]);
    expect(finished).toHaveLength(1);
    const { rows } = await admin.query('select id, status, attempts from public.jobs order by id');
    expect(rows).toEqual([
      { id: '1', status: 'done', attempts: 1 },
      { id: '2', status: 'queued', attempts: 0 },
    ]);
    await admin.query('truncate public.jobs');
  });

  it('gives every job to exactly one of several workers taking jobs at the same time', async () => {
    await admin.query(
      `insert into public.jobs (kind, payload) select 'test', jsonb_build_object('n', n) from generate_series(1, $1) as n`,
      [JOBS],
    );
    const claim = page.step('claim').match(/create function (public\.\w+)\(/)?.[1];
    expect(claim).toBe('public.claim_job');
    // Each worker takes and finishes jobs in a loop until none is left, all of them at once, as the page's workers do.
    const takenBy = await Promise.all(
      workers.map(async (client) => {
        const taken: string[] = [];
        for (;;) {
          const { rows } = await client.query<{ id: string }>(`select id from ${claim}()`);
          const id = rows[0]?.id;
          if (id === undefined) return taken;
          taken.push(id);
          await client.query('select public.finish_job($1)', [id]);
        }
      }),
    );
    const all = takenBy.flat();
    expect(all).toHaveLength(JOBS);
    expect(new Set(all).size).toBe(JOBS);
    expect(takenBy.filter((taken) => taken.length > 0).length).toBeGreaterThan(1);
    const { rows } = await admin.query(
      `select status, attempts, count(*)::int as jobs from public.jobs group by status, attempts`,
    );
    expect(rows).toEqual([{ status: 'done', attempts: 1, jobs: JOBS }]);
  });

  it('skips a row another transaction has locked instead of waiting for it', async () => {
    await admin.query('truncate public.jobs');
    await admin.query(`insert into public.jobs (kind) values ('a'), ('b')`);
    const [holder, other] = workers as [pg.Client, pg.Client];
    await holder.query('begin');
    const held = await holder.query<{ id: string }>('select id from public.claim_job()');
    // Uncommitted: the row is still 'queued' for others, but locked.
    const next = await other.query<{ id: string }>('select id from public.claim_job()');
    expect(next.rows).toHaveLength(1);
    expect(next.rows[0]?.id).not.toBe(held.rows[0]?.id);
    expect((await other.query('select id from public.claim_job()')).rows).toEqual([]);
    await holder.query('rollback');
    // Rolled back: the held job is free again.
    expect((await other.query('select id from public.claim_job()')).rows).toEqual([{ id: held.rows[0]?.id }]);
  });

  it('puts a failed job back with a doubling delay, fails it after the last attempt, and recovers stuck jobs', async () => {
    await admin.query('truncate public.jobs');
    await admin.query(`insert into public.jobs (kind) values ('flaky')`);
    const [{ id } = { id: '' }] = (await admin.query<{ id: string }>('select id from public.claim_job()'))
      .rows;
    await admin.query(`select public.fail_job($1, 'timeout', 2)`, [id]);
    let { rows } = await admin.query(
      `select status, attempts, last_error, round(extract(epoch from run_after - now())) as delay from public.jobs`,
    );
    expect(rows).toEqual([{ status: 'queued', attempts: 1, last_error: 'timeout', delay: '20' }]);
    // Not due yet: nothing to take.
    expect((await admin.query('select id from public.claim_job()')).rows).toEqual([]);
    await admin.query(`update public.jobs set run_after = now()`);
    await admin.query('select id from public.claim_job()');
    await admin.query(`select public.fail_job($1, 'timeout again', 2)`, [id]);
    ({ rows } = await admin.query('select status, attempts from public.jobs'));
    expect(rows).toEqual([{ status: 'failed', attempts: 2 }]);

    await admin.query(`update public.jobs set status = 'running', locked_at = now() - interval '11 minutes'`);
    await admin.query(`insert into public.jobs (kind, status, locked_at) values ('busy', 'running', now())`);
    await run(admin, page.step('recover'));
    ({ rows } = await admin.query('select kind, status from public.jobs order by id'));
    expect(rows).toEqual([
      { kind: 'flaky', status: 'queued' },
      { kind: 'busy', status: 'running' },
    ]);
  });
});
