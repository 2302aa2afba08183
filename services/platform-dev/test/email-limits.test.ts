// Limits and bad input of the email, anonymous and MFA flows: each rate limit from the shared facts file with
// GoTrue's 429 and Retry-After, GoTrue's status and error code for each malformed request (never a 500), and
// answers that do not tell whether an address has an account.
import limits from '@platform/facts/auth-rate-limits.json' with { type: 'json' };
import localLimits from '@platform/facts/platform-dev-limits.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUser, emptyUser, manyUser } from '../src/seed/seed-data.ts';
import { authClient } from './support/auth-client.ts';
import { bearer, signIn } from './support/http.ts';
import { freshEmail, mailsTo, post } from './support/mail.ts';
import { DOCS_ORIGIN, databaseKind, startTestServer, type TestServer } from './support/server.ts';

let limited: TestServer; // every bucket is used up here, each by one test
let checks: TestServer; // bad input and enumeration
beforeAll(async () => {
  [limited, checks] = await Promise.all([
    startTestServer({ mailOutbox: true }),
    startTestServer({ mailOutbox: true }),
  ]);
});
afterAll(() => Promise.all([limited?.close(), checks?.close()]));

async function expect429(response: Response, code: string, maxRetryAfter: number) {
  expect(response.status).toBe(429);
  expect(await response.json()).toMatchObject({ code, error_code: code });
  const retryAfter = Number(response.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxRetryAfter);
}

describe(`email, anonymous and MFA rate limits (${databaseKind})`, () => {
  it(`sends ${limits.builtInEmail.defaultPerHour} mails an hour for the project, then over_email_send_rate_limit`, async () => {
    const perHour = limits.builtInEmail.defaultPerHour;
    for (let i = 0; i < perHour; i++) {
      const response = await post(limited.url, 'recover', { email: freshEmail('bucket') });
      expect(response.status).toBe(200);
    }
    const over = await post(limited.url, 'signup', { email: freshEmail('bucket'), password: 'long enough' });
    expect(over.status).toBe(429);
    expect(await over.clone().json()).toMatchObject({ msg: 'email rate limit exceeded' });
    await expect429(over, 'over_email_send_rate_limit', Math.ceil(3600 / perHour));
  });

  it(`allows ${limits.otp.perHour} /otp requests an hour for the project`, async () => {
    const perHour = limits.otp.perHour;
    for (let i = 0; i < perHour; i++) {
      expect((await post(limited.url, 'otp', { email: freshEmail('otp') })).status).toBe(200);
    }
    await expect429(
      await post(limited.url, 'otp', { email: freshEmail('otp') }),
      'over_email_send_rate_limit',
      Math.ceil(3600 / perHour),
    );
  });

  it(`refuses a second mail to one address within ${limits.requestWindow.seconds} s`, async () => {
    const email = freshEmail('window');
    // The project buckets are empty by now: the window is judged first, on its own.
    const response = await post(checks.url, 'otp', { email });
    expect(response.status).toBe(200);
    const again = await post(checks.url, 'otp', { email: email.toUpperCase() });
    expect(again.status).toBe(429);
    const retryAfter = Number(again.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(limits.requestWindow.seconds - 10);
    expect(await again.json()).toMatchObject({
      code: 'over_email_send_rate_limit',
      msg: `For security purposes, you can only request this after ${retryAfter} seconds.`,
    });
  });

  it(`limits /verify to bursts of ${limits.verify.burst} per IP`, async () => {
    // One address per request: each address has a smaller limit of its own (security-sign-in.test.ts).
    for (let i = 0; i < limits.verify.burst; i++) {
      const response = await post(limited.url, 'verify', {
        email: `x${i}@example.com`,
        token: '123456',
        type: 'email',
      });
      expect(response.status).toBe(403);
    }
    await expect429(
      await post(limited.url, 'verify', { email: 'x@example.com', token: '123456', type: 'email' }),
      'over_request_rate_limit',
      Math.ceil(3600 / limits.verify.perHour),
    );
    const link = await fetch(`${limited.url}/auth/v1/verify?token=abc&type=signup`, { redirect: 'manual' });
    expect(link.status).toBe(429);
  });

  it(`limits anonymous sign-ins to bursts of ${limits.anonymousSignIns.burst} per IP`, async () => {
    for (let i = 0; i < limits.anonymousSignIns.burst; i++) {
      expect((await post(limited.url, 'signup', {})).status).toBe(200);
    }
    const over = await authClient(limited.url).client.signInAnonymously();
    expect(over.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    await expect429(
      await post(limited.url, 'signup', { data: {} }),
      'over_request_rate_limit',
      Math.ceil(3600 / limits.anonymousSignIns.perHour),
    );
  });

  it(`limits MFA challenges and verifications together to bursts of ${limits.mfa.burst} per IP`, async () => {
    const session = await signIn(limited.url, demoUser.email);
    const enrolled = await fetch(`${limited.url}/auth/v1/factors`, {
      method: 'POST',
      headers: { ...bearer(session.access_token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ factor_type: 'totp' }),
    });
    const { id } = (await enrolled.json()) as { id: string };
    const call = (path: string, body: unknown) =>
      fetch(`${limited.url}/auth/v1/factors/${id}/${path}`, {
        method: 'POST',
        headers: { ...bearer(session.access_token), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    // Fewer verifications than the factor's own limit (security-mfa-sessions.test.ts), the rest challenges.
    const verifications = localLimits.mfaVerifyPerFactor.burst - 1;
    for (let i = 0; i < limits.mfa.burst - verifications; i++) {
      expect((await call('challenge', {})).status).toBe(200);
    }
    for (let i = 0; i < verifications; i++) {
      expect((await call('verify', { challenge_id: crypto.randomUUID(), code: '123456' })).status).toBe(422);
    }
    await expect429(
      await call('challenge', {}),
      'over_request_rate_limit',
      Math.ceil(3600 / limits.mfa.perHour),
    );
  });
});

describe(`bad input (${databaseKind})`, () => {
  it('refuses malformed addresses with 400 validation_failed on every route', async () => {
    for (const email of [
      'plainaddress',
      'a@b',
      '@example.com',
      'a b@example.com',
      `${'x'.repeat(250)}@example.com`,
      42,
    ]) {
      for (const [path, body] of [
        ['signup', { email, password: 'long enough' }],
        ['otp', { email }],
        ['recover', { email }],
        ['resend', { email, type: 'signup' }],
        ['verify', { email, token: '123456', type: 'email' }],
      ] as const) {
        const response = await post(checks.url, path, body);
        expect(response.status, `${path} ${email}`).toBe(400);
        expect(await response.json()).toMatchObject({
          code: 'validation_failed',
          msg: 'Unable to validate email address: invalid format',
        });
      }
    }
  });

  it('refuses a weak or too long password with weak_password and its reasons', async () => {
    const { client } = authClient(checks.url);
    const weak = await client.signUp({ email: freshEmail('weak'), password: '12345' });
    expect(weak.error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
    });
    expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
    const long = await post(checks.url, 'signup', { email: freshEmail('long'), password: 'x'.repeat(73) });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ code: 'validation_failed' });
    const missing = await post(checks.url, 'signup', { email: freshEmail('missing') });
    expect(missing.status).toBe(422);
  });

  it('refuses redirect addresses off the allow-list and non-S256 challenges', async () => {
    for (const redirect of [
      'https://evil.example/cb',
      '//evil.example',
      'javascript:alert(1)',
      `${DOCS_ORIGIN}@evil.example`,
    ]) {
      const response = await fetch(`${checks.url}/auth/v1/otp?redirect_to=${encodeURIComponent(redirect)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: freshEmail('redir') }),
      });
      expect(response.status, redirect).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'validation_failed' });
    }
    const plain = await post(checks.url, 'recover', {
      email: freshEmail('plain'),
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'plain',
    });
    expect(plain.status).toBe(400);
    const short = await post(checks.url, 'recover', {
      email: freshEmail('short'),
      code_challenge: 'short',
      code_challenge_method: 's256',
    });
    expect(short.status).toBe(400);
  });

  it('answers malformed verify requests with GoTrue’s codes, never a 500', async () => {
    const cases: [unknown, number, string][] = [
      [{ type: 'signup' }, 400, 'validation_failed'],
      [{ email: 'a@example.com', token: '123456', type: 'invite' }, 400, 'validation_failed'],
      [{ email: 'a@example.com', token: '123456', type: 'email' }, 403, 'otp_expired'],
      [{ token_hash: 'pkce_nothing', type: 'signup' }, 403, 'otp_expired'],
      [{ token_hash: 'x'.repeat(5000), type: 'recovery' }, 403, 'otp_expired'],
      [{ email: 'a@example.com', token: { $ne: 1 }, type: 'email' }, 403, 'otp_expired'],
      [[], 400, 'validation_failed'],
    ];
    for (const [body, status, code] of cases) {
      const response = await post(checks.url, 'verify', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(await response.json()).toMatchObject({ code });
    }
    const noToken = await fetch(`${checks.url}/auth/v1/verify?type=signup`, { redirect: 'manual' });
    expect(noToken.status).toBe(400);
    const badType = await fetch(`${checks.url}/auth/v1/verify?type=nope&token=abc`, { redirect: 'manual' });
    expect(badType.status).toBe(400);
    // An unknown link goes back to the allowed address it names (or the site) with the error in the fragment.
    const unknown = await fetch(
      `${checks.url}/auth/v1/verify?type=magiclink&token=pkce_unknown&redirect_to=${encodeURIComponent(`${DOCS_ORIGIN}/cb`)}`,
      { redirect: 'manual' },
    );
    expect(unknown.status).toBe(303);
    const location = new URL(unknown.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(`${DOCS_ORIGIN}/cb`);
    expect(location.searchParams.get('error_code')).toBe('otp_expired');
    const hostile = await fetch(
      `${checks.url}/auth/v1/verify?type=signup&token=x&redirect_to=${encodeURIComponent('https://evil.example/')}`,
      { redirect: 'manual' },
    );
    expect(new URL(hostile.headers.get('location') ?? '').origin).toBe(DOCS_ORIGIN);
    const resend = await post(checks.url, 'resend', { email: freshEmail('resend'), type: 'sms' });
    expect(resend.status).toBe(400);
  });

  it('answers PUT /user and the factor routes without a session with 401', async () => {
    const put = await fetch(`${checks.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: {} }),
    });
    expect(put.status).toBe(401);
    for (const path of ['factors', `factors/${crypto.randomUUID()}/challenge`]) {
      expect((await post(checks.url, path, { factor_type: 'totp' })).status).toBe(401);
    }
  });
});

describe(`accounts are not revealed (${databaseKind})`, () => {
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

  async function timed(path: string, body: unknown) {
    const started = performance.now();
    const response = await post(checks.url, path, body);
    return {
      ms: performance.now() - started,
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
    };
  }

  it('answers sign-up and reset of a known and an unknown address alike, in similar time', async () => {
    const known = [demoUser.email, emptyUser.email, manyUser.email];
    for (const path of ['signup', 'recover'] as const) {
      const answers = { known: [] as number[], unknown: [] as number[] };
      for (const email of known) {
        const a = await timed(path, { email, password: DEMO_PASSWORD });
        const b = await timed(path, { email: freshEmail('unknown'), password: DEMO_PASSWORD });
        expect(a.status).toBe(200);
        expect(b.status).toBe(200);
        expect(Object.keys(a.body).sort()).toEqual(Object.keys(b.body).sort());
        answers.known.push(a.ms);
        answers.unknown.push(b.ms);
      }
      // Generous bounds for a shared machine: both paths do the same hashing, so they are within a small factor.
      const [k, u] = [median(answers.known), median(answers.unknown)];
      expect(k, `${path}: known ${k} ms, unknown ${u} ms`).toBeLessThan(u * 3 + 50);
      expect(u, `${path}: known ${k} ms, unknown ${u} ms`).toBeLessThan(k * 3 + 50);
    }
    // The known accounts got no mail and kept their passwords.
    for (const email of known) expect(await mailsTo(checks.url, email)).toHaveLength(1);
  });
});
