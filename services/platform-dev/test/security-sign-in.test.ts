// Security review, round 2 (issue 36): sign-up and sign-in. Mailed links point at this server whatever the
// request line says; a password set before an account was confirmed by another channel does not survive;
// mailed codes cannot be guessed from several addresses; the answers that tell whether an address has an
// account are rate-limited or made alike; bad Unicode is a 400; the form needs the CAPTCHA like the JSON
// routes; redirect paths are normalised; the dev outboxes are nosniff.
import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import localLimits from '@platform/facts/platform-dev-limits.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUser } from '../src/seed/seed-data.ts';
import { bearer, formFields, postForm, type RawAnswer, requestFrom } from './support/http.ts';
import { freshEmail, lastMail, post } from './support/mail.ts';
import { databaseKind, GUIDES_ORIGIN, startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
let guarded: TestServer; // --captcha
beforeAll(async () => {
  [server, guarded] = await Promise.all([
    startTestServer({ mailOutbox: true, smsOutbox: true }),
    startTestServer({ captcha: true }),
  ]);
});
afterAll(() => Promise.all([server?.close(), guarded?.close()]));

const PASSWORD = 'attacker password 1';

/** One request with its request line in absolute form (`POST http://other/path`), as a proxy would get it. */
function absoluteForm(url: string, path: string, body: unknown, host: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        method: 'POST',
        path,
        headers: {
          Host: host,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(text),
        },
      },
      (res) => {
        let answer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          answer += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: answer }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

/** Moves a number's last text or an address's last mail request back past the 60 s resend window. */
async function pastResendWindow(phoneDigits: string | null, email: string | null) {
  if (phoneDigits) {
    await server.app.db.query(
      `UPDATE phone_otps SET sent_at = sent_at - interval '2 minutes' WHERE phone = $1`,
      [phoneDigits],
    );
  }
  if (email) {
    await server.app.db.query(
      `UPDATE email_request_windows SET requested_at = requested_at - interval '2 minutes' WHERE email = $1`,
      [email],
    );
  }
}

async function lastText(phone: string): Promise<string> {
  const response = await fetch(`${server.url}/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
  const { messages } = (await response.json()) as { messages: { code: string }[] };
  const code = messages.at(-1)?.code;
  if (!code) throw new Error('nothing was texted');
  return code;
}

let numbers = 0;
/** +1 555 02xx xxxx: apart from the numbers of phone-sign-in.test.ts. */
function freshPhone() {
  const digits = `155502${String(++numbers).padStart(5, '0')}`;
  return { e164: `+${digits}`, digits };
}

describe(`mailed links (${databaseKind})`, () => {
  it('point at this server, never at the host of the request line', async () => {
    const email = freshEmail('absolute');
    const own = new URL(server.url);
    for (const host of [own.host, `localhost:${own.port}`]) {
      const target = `http://evil.example/auth/v1/${host === own.host ? 'signup' : 'recover'}`;
      const body = host === own.host ? { email, password: PASSWORD } : { email };
      const answer = await absoluteForm(server.url, target, body, host);
      expect(answer.status, host).toBe(200);
      const link = new URL((await lastMail(server.url, email)).link);
      expect(link.origin, host).toBe(own.origin);
      expect(link.pathname).toBe('/auth/v1/verify');
    }
  });
});

describe(`account pre-hijacking (${databaseKind})`, () => {
  it("drops a sign-up's password when the address is first confirmed by a sign-in code", async () => {
    const email = freshEmail('victim');
    expect((await post(server.url, 'signup', { email, password: PASSWORD })).status).toBe(200);
    // Before confirmation the attacker's password signs in nowhere, the form included.
    const grant = await post(server.url, 'token?grant_type=password', { email, password: PASSWORD });
    expect(await grant.json()).toMatchObject({ code: 'email_not_confirmed' });
    const verifier = randomBytes(32).toString('base64url');
    const page = await fetch(
      `${server.url}/auth/v1/authorize?${new URLSearchParams({
        provider: 'platform',
        redirect_to: 'http://localhost:3000/',
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 's256',
      })}`,
    );
    const form = await postForm(server.url, { ...formFields(await page.text()), email, password: PASSWORD });
    expect(form.status).toBe(403);
    expect(await form.text()).toContain('not confirmed yet');

    // The owner signs in with a mailed code, which confirms the address.
    expect((await post(server.url, 'otp', { email })).status).toBe(200);
    const code = (await lastMail(server.url, email)).code;
    expect((await post(server.url, 'verify', { email, token: code, type: 'email' })).status).toBe(200);
    const after = await post(server.url, 'token?grant_type=password', { email, password: PASSWORD });
    expect(after.status).toBe(400);
    expect(await after.json()).toMatchObject({ code: 'invalid_credentials' });
  });

  it("keeps the password when the sign-up's own confirmation confirms the address", async () => {
    const email = freshEmail('owner');
    expect((await post(server.url, 'signup', { email, password: PASSWORD })).status).toBe(200);
    const code = (await lastMail(server.url, email)).code;
    expect((await post(server.url, 'verify', { email, token: code, type: 'signup' })).status).toBe(200);
    const grant = await post(server.url, 'token?grant_type=password', { email, password: PASSWORD });
    expect(grant.status).toBe(200);
  });

  it("drops a phone sign-up's password when the number is first confirmed by a sign-in code", async () => {
    const { e164, digits } = freshPhone();
    expect((await post(server.url, 'signup', { phone: e164, password: PASSWORD })).status).toBe(200);
    await pastResendWindow(digits, null);
    expect((await post(server.url, 'otp', { phone: e164 })).status).toBe(200);
    const code = await lastText(e164);
    expect((await post(server.url, 'verify', { phone: e164, token: code, type: 'sms' })).status).toBe(200);
    const after = await post(server.url, 'token?grant_type=password', { phone: e164, password: PASSWORD });
    expect(after.status).toBe(400);
    expect(await after.json()).toMatchObject({ code: 'invalid_credentials' });
  });
});

describe(`mailed 6-digit codes (${databaseKind})`, () => {
  const tryCode = (address: string, email: string, token: string) =>
    requestFrom(address, `${server.url}/auth/v1/verify`, {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, token, type: 'email' }),
    });

  it(`are void after ${localLimits.emailCodeWrongTries.maxWrong} wrong codes, from any addresses`, async () => {
    const email = freshEmail('void');
    expect((await post(server.url, 'otp', { email })).status).toBe(200);
    const right = (await lastMail(server.url, email)).code;
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < localLimits.emailCodeWrongTries.maxWrong; i++) {
      expect((await tryCode(`127.0.0.${40 + (i % 2)}`, email, wrong)).status).toBe(403);
    }
    const late = await tryCode('127.0.0.42', email, right);
    expect(late.status).toBe(403);
    expect(JSON.parse(late.text)).toMatchObject({ code: 'otp_expired' });
  });

  it(`are tried at most ${localLimits.emailCodePerAddress.burst} times per address at once, from any addresses`, async () => {
    const email = freshEmail('spray');
    for (let i = 0; i < localLimits.emailCodePerAddress.burst; i++) {
      expect((await tryCode(`127.0.0.${50 + (i % 3)}`, email, '123456')).status).toBe(403);
    }
    const over = await tryCode('127.0.0.53', email, '123456');
    expect(over.status).toBe(429);
    expect(JSON.parse(over.text)).toMatchObject({ code: 'over_request_rate_limit' });
  });
});

describe(`answers that tell whether an account exists (${databaseKind})`, () => {
  it(`PUT /user with a new address: GoTrue's email_exists, then ${localLimits.emailChangePerClient.burst} at once per IP`, async () => {
    const anonymous = JSON.parse(
      (
        await requestFrom('127.0.0.60', `${server.url}/auth/v1/signup`, {
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        })
      ).text,
    ) as { access_token: string };
    const change = (email: string) =>
      requestFrom('127.0.0.60', `${server.url}/auth/v1/user`, {
        method: 'PUT',
        headers: { ...bearer(anonymous.access_token), 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    expect((await change(freshEmail('unknown'))).status).toBe(200);
    for (let i = 1; i < localLimits.emailChangePerClient.burst; i++) {
      const known = await change(demoUser.email);
      expect(known.status).toBe(422);
      expect(JSON.parse(known.text)).toMatchObject({ code: 'email_exists' });
    }
    for (const email of [demoUser.email, freshEmail('unknown')]) {
      const over = await change(email);
      expect(over.status).toBe(429);
      expect(JSON.parse(over.text)).toMatchObject({ code: 'over_request_rate_limit' });
    }
  });

  it(`/otp with create_user false: GoTrue's otp_disabled, then ${localLimits.otpWithoutSignUpPerClient.burst} at once per IP, known or not`, async () => {
    const otp = (body: Record<string, unknown>) =>
      requestFrom('127.0.0.61', `${server.url}/auth/v1/otp`, {
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...body, create_user: false }),
      });
    const known = freshEmail('known');
    expect((await post(server.url, 'signup', { email: known, password: PASSWORD })).status).toBe(200);
    expect((await otp({ email: known })).status).toBe(200);
    for (let i = 1; i < localLimits.otpWithoutSignUpPerClient.burst; i++) {
      const unknown = await otp(i % 2 ? { email: freshEmail('nobody') } : { phone: freshPhone().e164 });
      expect(unknown.status).toBe(422);
      expect(JSON.parse(unknown.text)).toMatchObject({ code: 'otp_disabled' });
    }
    for (const body of [{ email: known }, { email: freshEmail('nobody') }, { phone: freshPhone().e164 }]) {
      const over = await otp(body);
      expect(over.status).toBe(429);
      expect(JSON.parse(over.text)).toMatchObject({ code: 'over_request_rate_limit' });
    }
  });

  it('a repeated sign-up answers with a fresh id whether the address or number is confirmed or not', async () => {
    const email = freshEmail('repeat');
    const first = (await (await post(server.url, 'signup', { email, password: PASSWORD })).json()) as {
      id: string;
    };
    await pastResendWindow(null, email);
    const second = (await (await post(server.url, 'signup', { email, password: PASSWORD })).json()) as {
      id: string;
      created_at: string;
    };
    expect(second.id).not.toBe(first.id);
    expect(Date.now() - Date.parse(second.created_at)).toBeLessThan(60_000);
    // The mail still confirms the stored account.
    const code = (await lastMail(server.url, email)).code;
    const session = (await (
      await post(server.url, 'verify', { email, token: code, type: 'signup' })
    ).json()) as {
      user: { id: string };
    };
    expect(session.user.id).toBe(first.id);

    const { e164, digits } = freshPhone();
    const phoneFirst = (await (
      await post(server.url, 'signup', { phone: e164, password: PASSWORD })
    ).json()) as {
      id: string;
    };
    await pastResendWindow(digits, null);
    const phoneSecond = (await (
      await post(server.url, 'signup', { phone: e164, password: PASSWORD })
    ).json()) as {
      id: string;
    };
    expect(phoneSecond.id).not.toBe(phoneFirst.id);
  });
});

describe(`bad input and headers (${databaseKind})`, () => {
  it('refuses an unpaired surrogate in metadata or a factor issuer with 400, not 500', async () => {
    const lone = '\ud800';
    const signUp = await post(server.url, 'signup', {
      email: freshEmail('unicode'),
      password: PASSWORD,
      data: { name: lone },
    });
    expect(signUp.status).toBe(400);
    expect(await signUp.json()).toMatchObject({ code: 'validation_failed' });

    const anonymous = (await (await post(server.url, 'signup', {})).json()) as { access_token: string };
    const headers = { ...bearer(anonymous.access_token), 'Content-Type': 'application/json' };
    const update = await fetch(`${server.url}/auth/v1/user`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ data: { [lone]: 'key' } }),
    });
    expect(update.status).toBe(400);
    const factor = await fetch(`${server.url}/auth/v1/factors`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ factor_type: 'totp', issuer: `x${lone}` }),
    });
    expect(factor.status).toBe(400);
    // A well-formed pair (an emoji) is ordinary text.
    const emoji = await fetch(`${server.url}/auth/v1/user`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ data: { name: '\ud83d\ude00' } }),
    });
    expect(emoji.status).toBe(200);
  });

  it('refuses a redirect path that leaves its allowed prefix through encoded dots or slashes', async () => {
    const recover = (redirectTo: string) =>
      post(server.url, `recover?redirect_to=${encodeURIComponent(redirectTo)}`, {
        email: freshEmail('redir'),
      });
    for (const path of [
      '/guides/..%2freference/cli/',
      '/guides/%2e%2e/reference/',
      '/guides/..%5creference/',
    ]) {
      const refused = await recover(`${GUIDES_ORIGIN}${path}`);
      expect(refused.status, path).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect((await recover(`${GUIDES_ORIGIN}/guides/auth/sessions/`)).status).toBe(200);
  });

  it('asks for the CAPTCHA on the sign-in form too with --captcha', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const page = await fetch(
      `${guarded.url}/auth/v1/authorize?${new URLSearchParams({
        provider: 'platform',
        redirect_to: 'http://localhost:3000/',
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 's256',
      })}`,
    );
    const html = await page.text();
    expect(html).toMatch(/<input id="captcha" name="captcha_token" type="checkbox"[^>]* required>/);
    const fields = { ...formFields(html), email: demoUser.email, password: DEMO_PASSWORD };
    const withoutCaptcha = Object.fromEntries(
      Object.entries(fields).filter(([name]) => name !== 'captcha_token'),
    );
    const refused = await postForm(guarded.url, withoutCaptcha);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Complete the CAPTCHA check');
    const signedIn = await postForm(guarded.url, fields);
    expect(signedIn.status).toBe(303);
  });

  it('answers the dev outboxes with nosniff and no-store', async () => {
    for (const path of [
      '/dev/mail-outbox?email=someone%40example.com',
      '/dev/sms-outbox?phone=%2B15550299999',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});
