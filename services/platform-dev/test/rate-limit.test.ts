// POST /auth/v1/token is limited per IP with the docs' numbers: a burst, then 429 with Retry-After.
import { request } from 'node:http';
import limits from '@platform/facts/auth-rate-limits.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUser } from '../src/seed/seed-data.ts';
import { authClient } from './support/auth-client.ts';
import { databaseKind, startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** A token request sent from a chosen loopback address, so two "IPs" can be compared on one machine. */
function tokenRequestFrom(
  localAddress: string,
): Promise<{ status: number; retryAfter: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    // A grant type that does not exist: cheap to answer, and counted all the same.
    const url = new URL(`${server.url}/auth/v1/token?grant_type=none`);
    const body = '{}';
    const req = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'] as string | undefined,
            body: text,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe(`rate limit on /auth/v1/token (${databaseKind})`, () => {
  it(`allows a burst of ${limits.tokenRefresh.burst}, then answers 429 with Retry-After, per IP`, async () => {
    const { burst, perHour } = limits.tokenRefresh;
    // The bucket refills while the requests are sent (one every 3600/perHour s), so on a slow machine a
    // request or two more may pass before the first 429.
    let passed = 0;
    let limited = await tokenRequestFrom('127.0.0.1');
    while (limited.status !== 429 && passed < burst + 5) {
      expect(limited.status).toBe(400);
      passed++;
      limited = await tokenRequestFrom('127.0.0.1');
    }
    expect(limited.status).toBe(429);
    expect(passed).toBeGreaterThanOrEqual(burst);
    expect(passed).toBeLessThanOrEqual(burst + 4);
    const retryAfter = Number(limited.retryAfter);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil(3600 / perHour));
    expect(JSON.parse(limited.body)).toMatchObject({
      code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
      error: 'too_many_requests',
    });

    // Another address is counted on its own.
    expect((await tokenRequestFrom('127.0.0.2')).status).toBe(400);

    // auth-js sees an AuthApiError with the status and code. The bucket refills one request every 2 s, which
    // a loaded machine can spend between two requests: drain it again right before.
    const { client } = authClient(server.url);
    for (let i = 0; i < 5 && (await tokenRequestFrom('127.0.0.1')).status !== 429; i++);
    const { error } = await client.signInWithPassword({ email: demoUser.email, password: DEMO_PASSWORD });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});
