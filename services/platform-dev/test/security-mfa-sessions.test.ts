// Security review, round 2 (issue 36): MFA and sessions. A password-only (aal1) session of a user with a
// verified factor cannot change the password or address, nor end the other sessions; a new password ends the
// other sessions and voids earlier mails; a TOTP code works once per factor, a factor's codes cannot be
// guessed from many addresses, and a user has at most 10 factors.
import localLimits from '@platform/facts/platform-dev-limits.json' with { type: 'json' };
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, requestFrom } from './support/http.ts';
import { freshEmail, lastMail, post } from './support/mail.ts';
import { databaseKind, startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ mailOutbox: true });
});
afterAll(() => server?.close());

const PASSWORD = 'correct horse battery';

interface Session {
  access_token: string;
  refresh_token: string;
}

async function json<T>(response: Response | Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

const authFetch = (path: string, token: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${server.url}/auth/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

async function passwordSession(email: string, password = PASSWORD): Promise<Session> {
  const response = await post(server.url, 'token?grant_type=password', { email, password });
  expect(response.status).toBe(200);
  return json<Session>(response);
}

/** A confirmed user with a password, signed in once. */
async function confirmedUser(label: string) {
  const email = freshEmail(label);
  expect((await post(server.url, 'signup', { email, password: PASSWORD })).status).toBe(200);
  const code = (await lastMail(server.url, email)).code;
  expect((await post(server.url, 'verify', { email, token: code, type: 'signup' })).status).toBe(200);
  return { email, session: await passwordSession(email) };
}

async function enroll(token: string) {
  const response = await authFetch('factors', token, { method: 'POST', body: { factor_type: 'totp' } });
  expect(response.status).toBe(200);
  return json<{ id: string; totp: { secret: string } }>(response);
}

async function challenge(token: string, factorId: string): Promise<string> {
  const response = await authFetch(`factors/${factorId}/challenge`, token, { method: 'POST', body: {} });
  expect(response.status).toBe(200);
  return (await json<{ id: string }>(response)).id;
}

const verify = (token: string, factorId: string, challengeId: string, code: string) =>
  authFetch(`factors/${factorId}/verify`, token, {
    method: 'POST',
    body: { challenge_id: challengeId, code },
  });

/** The code of the time step `steps` after now (the server accepts one step either way). */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** A user with a verified TOTP factor: an aal2 session (the owner's) and the factor's secret. */
async function userWithFactor(label: string) {
  const { email, session } = await confirmedUser(label);
  const factor = await enroll(session.access_token);
  const challengeId = await challenge(session.access_token, factor.id);
  const verified = await verify(
    session.access_token,
    factor.id,
    challengeId,
    await codeAt(factor.totp.secret),
  );
  expect(verified.status).toBe(200);
  return { email, owner: await json<Session>(verified), factor };
}

async function expectEnded(token: string) {
  const response = await authFetch('user', token);
  // 401 today; GoTrue's status for session_not_found is 403, which another change brings.
  expect([401, 403]).toContain(response.status);
  expect(await response.json()).toMatchObject({ code: 'session_not_found' });
}

describe(`an aal1 session of a user with a verified factor (${databaseKind})`, () => {
  it('cannot change the password or the address (401 insufficient_aal), and the aal2 session can', async () => {
    const { email, owner } = await userWithFactor('aal');
    const intruder = await passwordSession(email);

    for (const body of [{ password: 'a new password 1' }, { email: freshEmail('taken-over') }]) {
      const refused = await authFetch('user', intruder.access_token, { method: 'PUT', body });
      expect(refused.status, JSON.stringify(body)).toBe(401);
      expect(await refused.json()).toMatchObject({
        code: 'insufficient_aal',
        msg: 'AAL2 session is required to update email or password when MFA is enabled.',
      });
    }
    // Metadata is not protected (GoTrue neither), and the password is unchanged.
    const data = await authFetch('user', intruder.access_token, { method: 'PUT', body: { data: { a: 1 } } });
    expect(data.status).toBe(200);
    await passwordSession(email);

    const changed = await authFetch('user', owner.access_token, {
      method: 'PUT',
      body: { password: 'the owner changed it' },
    });
    expect(changed.status).toBe(200);
  });

  it('cannot sign out the other sessions: others ends nothing, global ends only itself', async () => {
    const { email, owner } = await userWithFactor('logout');
    const intruder = await passwordSession(email);

    const others = await authFetch('logout?scope=others', intruder.access_token, { method: 'POST' });
    expect(others.status).toBe(401);
    expect(await others.json()).toMatchObject({ code: 'insufficient_aal' });
    expect((await authFetch('user', intruder.access_token)).status).toBe(200);

    const global = await authFetch('logout', intruder.access_token, { method: 'POST' });
    expect(global.status).toBe(401);
    expect(await global.json()).toMatchObject({ code: 'insufficient_aal' });
    await expectEnded(intruder.access_token);
    expect((await authFetch('user', owner.access_token)).status).toBe(200);

    // Local sign-out works at aal1, and the owner at aal2 can end the others.
    const second = await passwordSession(email);
    expect((await authFetch('logout?scope=local', second.access_token, { method: 'POST' })).status).toBe(204);
    const third = await passwordSession(email);
    expect((await authFetch('logout?scope=others', owner.access_token, { method: 'POST' })).status).toBe(204);
    await expectEnded(third.access_token);
  });
});

describe(`verifying a factor (${databaseKind})`, () => {
  it("ends the user's sessions still at aal1, as GoTrue", async () => {
    const { email, session } = await confirmedUser('upgrade');
    const older = await passwordSession(email);
    const factor = await enroll(session.access_token);
    const challengeId = await challenge(session.access_token, factor.id);
    const verified = await verify(
      session.access_token,
      factor.id,
      challengeId,
      await codeAt(factor.totp.secret),
    );
    expect(verified.status).toBe(200);
    await expectEnded(older.access_token);
    expect((await authFetch('user', (await json<Session>(verified)).access_token)).status).toBe(200);
  });
});

describe(`a password change (${databaseKind})`, () => {
  it("ends the user's other sessions (access and refresh tokens) and keeps this one, as GoTrue", async () => {
    const { email, session: first } = await confirmedUser('pwchange');
    const second = await passwordSession(email);
    const changed = await authFetch('user', first.access_token, {
      method: 'PUT',
      body: { password: 'a changed password 2' },
    });
    expect(changed.status).toBe(200);

    expect((await authFetch('user', first.access_token)).status).toBe(200);
    await expectEnded(second.access_token);
    const refreshed = await post(server.url, 'token?grant_type=refresh_token', {
      refresh_token: second.refresh_token,
    });
    expect(refreshed.status).toBe(400);
  });

  it('voids a recovery code and link mailed before it, as GoTrue', async () => {
    const { email, session } = await confirmedUser('pwrecover');
    expect((await post(server.url, 'recover', { email })).status).toBe(200);
    const recovery = await lastMail(server.url, email);
    const changed = await authFetch('user', session.access_token, {
      method: 'PUT',
      body: { password: 'a changed password 3' },
    });
    expect(changed.status).toBe(200);

    const code = await post(server.url, 'verify', { email, token: recovery.code, type: 'recovery' });
    expect(code.status).toBe(403);
    expect(await code.json()).toMatchObject({ code: 'otp_expired' });
    const link = await fetch(recovery.link, { redirect: 'manual' });
    expect(link.headers.get('location')).toContain('error_code=otp_expired');
  });
});

describe(`TOTP codes (${databaseKind})`, () => {
  it('work once per factor: the same code does not answer a second challenge', async () => {
    const { email, factor } = await userWithFactor('reuse');
    const used = await codeAt(factor.totp.secret);
    const other = await passwordSession(email);
    const again = await verify(
      other.access_token,
      factor.id,
      await challenge(other.access_token, factor.id),
      used,
    );
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ code: 'mfa_verification_failed' });
    // The next step's code is a new one.
    const next = await verify(
      other.access_token,
      factor.id,
      await challenge(other.access_token, factor.id),
      await codeAt(factor.totp.secret, 1),
    );
    expect(next.status).toBe(200);
  });

  it(`cannot be guessed from several addresses: ${localLimits.mfaVerifyPerFactor.burst} tries per factor`, async () => {
    const { email, factor } = await userWithFactor('guess');
    const attacker = await passwordSession(email);
    const challengeId = await challenge(attacker.access_token, factor.id);
    const right = await codeAt(factor.totp.secret, 1);
    const wrong = right === '000000' ? '111111' : '000000';
    const tryFrom = (address: string, code: string) =>
      requestFrom(address, `${server.url}/auth/v1/factors/${factor.id}/verify`, {
        headers: { ...bearer(attacker.access_token), 'Content-Type': 'application/json' },
        body: JSON.stringify({ challenge_id: challengeId, code }),
      });
    // Each address stays far below the per-IP limit; the owner's own verification was the first try.
    for (let i = 1; i < localLimits.mfaVerifyPerFactor.burst; i++) {
      expect((await tryFrom(`127.0.0.${20 + (i % 4)}`, wrong)).status).toBe(422);
    }
    const over = await tryFrom('127.0.0.30', right);
    expect(over.status).toBe(429);
    expect(JSON.parse(over.text)).toMatchObject({ code: 'over_request_rate_limit' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe(`enrolled factors (${databaseKind})`, () => {
  it('are at most 10 per user, as GoTrue (too_many_enrolled_mfa_factors)', async () => {
    const { session } = await confirmedUser('many');
    for (let i = 0; i < 10; i++) await enroll(session.access_token);
    const over = await authFetch('factors', session.access_token, {
      method: 'POST',
      body: { factor_type: 'totp' },
    });
    expect(over.status).toBe(422);
    expect(await over.json()).toMatchObject({
      code: 'too_many_enrolled_mfa_factors',
      msg: 'Maximum number of verified factors reached, unenroll to continue',
    });
  });
});
