// Password guessing through the sign-in form is limited like the token endpoint: per client IP (the same
// bucket, so the form is no way around /token's limit; X-Forwarded-For is not believed) and per account
// (a short doubling delay, never a lockout). Over a limit the form answers 429 with Retry-After and says so.
import { createHash, randomBytes } from 'node:crypto';
import limits from '@platform/facts/auth-rate-limits.json' with { type: 'json' };
import localLimits from '@platform/facts/platform-dev-limits.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUser, manyUser } from '../src/seed/seed-data.ts';
import { formFields, type RawAnswer, requestFrom } from './support/http.ts';
import { DOCS_ORIGIN, databaseKind, startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
let fields: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
  const query = new URLSearchParams({
    provider: 'platform',
    redirect_to: `${DOCS_ORIGIN}/`,
    code_challenge: challenge,
    code_challenge_method: 's256',
  });
  fields = formFields(await (await fetch(`${server.url}/auth/v1/authorize?${query}`)).text());
});
afterAll(() => server?.close());

function postFormFrom(ip: string, email: string, password: string, headers: Record<string, string> = {}) {
  return requestFrom(ip, `${server.url}/auth/v1/authorize`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ ...fields, email, password }).toString(),
  });
}

function expectTooMany(answer: RawAnswer, maxSeconds: number): number {
  expect(answer.status).toBe(429);
  expect(answer.headers['content-type']).toContain('text/html');
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(answer.text).toMatch(
    new RegExp(`role="alert">Too many sign-in attempts\\. Wait ${retryAfter} seconds?, then try again\\.`),
  );
  expect(answer.text).toContain('<form');
  return retryAfter;
}

const nobody = () => `nobody-${randomBytes(4).toString('hex')}@example.com`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`sign-in form brute force (${databaseKind})`, () => {
  it(`stops one IP after a burst of ${limits.tokenRefresh.burst} guesses, whatever X-Forwarded-For says`, async () => {
    const { burst, perHour } = limits.tokenRefresh;
    let guesses = 0;
    const started = performance.now();
    let answer = await postFormFrom('127.0.0.11', nobody(), 'wrong-password');
    // Each guess names another account (so only the IP limit applies) and claims another origin IP.
    while (answer.status === 401 && guesses < burst + 100) {
      guesses++;
      answer = await postFormFrom('127.0.0.11', nobody(), 'wrong-password', {
        'X-Forwarded-For': `203.0.113.${guesses}`,
        'X-Real-IP': `198.51.100.${guesses}`,
      });
    }
    // The bucket refills (one every 2 s) while the hashes are computed: on a loaded machine that is a few
    // more guesses, as many as the elapsed time refilled and no more.
    const refilled = Math.ceil(((performance.now() - started) / 1000) * (perHour / 3600));
    expect(guesses).toBeGreaterThanOrEqual(burst);
    expect(guesses).toBeLessThanOrEqual(burst + refilled + 1);
    expectTooMany(answer, Math.ceil(3600 / perHour));

    // The right password is refused too while the IP waits (the limit is no oracle), and the token endpoint
    // shares the bucket. The bucket refills one request every 2 s, so on a loaded machine one may slip in
    // between: drain it with cheap token requests (counted like any) right before each check.
    const drain = async () => {
      for (let i = 0; i < 5; i++) {
        const drained = await requestFrom('127.0.0.11', `${server.url}/auth/v1/token?grant_type=none`, {
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        });
        if (drained.status === 429) return drained;
      }
      throw new Error('the token endpoint never answered 429 for this IP');
    };
    expect(JSON.parse((await drain()).text)).toMatchObject({ code: 'over_request_rate_limit' });
    let refused = false;
    for (let i = 0; i < 3 && !refused; i++) {
      await drain();
      const right = await postFormFrom('127.0.0.11', demoUser.email, DEMO_PASSWORD);
      refused = right.status === 429;
      if (refused) expectTooMany(right, 2);
    }
    expect(refused).toBe(true);

    // Another IP signs in.
    const other = await postFormFrom('127.0.0.12', demoUser.email, DEMO_PASSWORD);
    expect(other.status).toBe(303);
  });

  it('slows guesses at one account from many IPs with a growing delay, and lets the owner in after it', async () => {
    const { freeFailures, firstDelaySeconds } = localLimits.signInBackoff;
    let ip = 20;
    const fromNewIp = (password: string) => postFormFrom(`127.0.0.${ip++}`, manyUser.email, password);
    for (let i = 0; i < freeFailures + 1; i++) expect((await fromNewIp('wrong-password')).status).toBe(401);

    // The next check waits the first delay, then double; even the right password waits.
    const first = expectTooMany(await fromNewIp('wrong-password'), firstDelaySeconds);
    expectTooMany(await fromNewIp(DEMO_PASSWORD), firstDelaySeconds);
    // Asking while refused does not lengthen the wait.
    for (let i = 0; i < 5; i++) expectTooMany(await fromNewIp('wrong-password'), first);
    await sleep(first * 1000 + 100);
    expect((await fromNewIp('wrong-password')).status).toBe(401);
    const second = expectTooMany(await fromNewIp(DEMO_PASSWORD), 2 * firstDelaySeconds);
    expect(second).toBeGreaterThan(firstDelaySeconds);

    // The password grant is held back by the same account delay.
    const token = await requestFrom(`127.0.0.${ip++}`, `${server.url}/auth/v1/token?grant_type=password`, {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: manyUser.email, password: DEMO_PASSWORD }),
    });
    expect(token.status).toBe(429);
    expect(Number(token.headers['retry-after'])).toBeLessThanOrEqual(second);

    // Once the delay has passed the owner signs in, which clears the account's count.
    await sleep(second * 1000 + 100);
    expect((await fromNewIp(DEMO_PASSWORD)).status).toBe(303);
    expect((await fromNewIp('wrong-password')).status).toBe(401);
    expect((await fromNewIp(DEMO_PASSWORD)).status).toBe(303);
  });
});
