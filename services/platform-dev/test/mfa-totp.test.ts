// MFA with TOTP through @supabase/auth-js's unmodified mfa API: enroll (QR code, secret, otpauth URI), compute
// the code with otplib as an authenticator app would, challenge and verify to aal2, the assurance level auth-js
// reports, unenroll, and every refusal GoTrue gives (wrong code, spent or missing challenge, another user's
// factor, expired challenge, unenrolling a verified factor at aal1).
import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient } from './support/auth-client.ts';
import { claimsOf, freshEmail, lastMail } from './support/mail.ts';
import { databaseKind, startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ mailOutbox: true });
});
afterAll(() => server?.close());

const PASSWORD = 'correct horse battery';
const secrets = new Set<string>();

/** A confirmed new user, signed in with a password, in a client of their own. */
async function signedInUser() {
  const email = freshEmail('mfa');
  const { client } = authClient(server.url);
  await client.signUp({ email, password: PASSWORD });
  await client.verifyOtp({ email, token: (await lastMail(server.url, email)).code, type: 'signup' });
  const fresh = authClient(server.url).client;
  const { error } = await fresh.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { email, client: fresh };
}

async function enroll(client: ReturnType<typeof authClient>['client'], friendlyName?: string) {
  const { data, error } = await client.mfa.enroll({ factorType: 'totp', friendlyName });
  expect(error).toBeNull();
  if (data?.type !== 'totp') throw new Error('no TOTP factor');
  secrets.add(data.totp.secret);
  return data;
}

describe(`MFA with TOTP (${databaseKind})`, () => {
  it('enrolls, verifies a computed code to aal2, and auth-js reports the levels', async () => {
    const { email, client } = await signedInUser();
    const before = await client.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const factor = await enroll(client, 'Phone app');
    expect(factor.friendly_name).toBe('Phone app');
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg[\s\S]*<\/svg>\s*$/);
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{16,}$/);
    const uri = new URL(factor.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(factor.totp.secret);
    expect(decodeURIComponent(uri.pathname)).toContain(email);

    // Stored encrypted: the row never holds the secret itself.
    const [row] = await server.app.db.query<{ secret: string; status: string }>(
      'SELECT secret, status FROM mfa_factors WHERE id = $1',
      [factor.id],
    );
    expect(row?.status).toBe('unverified');
    expect(row?.secret).not.toContain(factor.totp.secret);

    const listed = await client.mfa.listFactors();
    expect(listed.data?.all).toEqual([expect.objectContaining({ id: factor.id, status: 'unverified' })]);

    const challenge = await client.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000);
    const code = await generate({ secret: factor.totp.secret });
    const verified = await client.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data?.id ?? '',
      code,
    });
    expect(verified.error).toBeNull();
    const claims = claimsOf(verified.data?.access_token ?? '');
    expect(claims.aal).toBe('aal2');
    expect(claims.amr).toEqual([
      { method: 'totp', timestamp: expect.any(Number) },
      { method: 'password', timestamp: expect.any(Number) },
    ]);
    const after = await client.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect((await client.mfa.listFactors()).data?.totp).toEqual([
      expect.objectContaining({ id: factor.id, status: 'verified', friendly_name: 'Phone app' }),
    ]);

    // The session stays aal2 across a refresh.
    const refreshed = await client.refreshSession();
    expect(claimsOf(refreshed.data.session?.access_token ?? '').aal).toBe('aal2');

    // A new sign-in starts at aal1 and is told it can reach aal2.
    const other = authClient(server.url).client;
    await other.signInWithPassword({ email, password: PASSWORD });
    const level = await other.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    // A code works once per factor: the next time step's code (inside the one-step tolerance) is a new one.
    const upgraded = await other.mfa.challengeAndVerify({
      factorId: factor.id,
      code: await generate({ secret: factor.totp.secret, epoch: Math.floor(Date.now() / 1000) + 30 }),
    });
    expect(upgraded.error).toBeNull();
    expect(claimsOf(upgraded.data?.access_token ?? '').aal).toBe('aal2');
  });

  it('refuses a wrong code, a spent or missing challenge and an expired one', async () => {
    const { client } = await signedInUser();
    const factor = await enroll(client);
    const code = await generate({ secret: factor.totp.secret });
    const wrongCode = code === '000000' ? '111111' : '000000';
    const challenge = (await client.mfa.challenge({ factorId: factor.id })).data?.id ?? '';

    const wrong = await client.mfa.verify({ factorId: factor.id, challengeId: challenge, code: wrongCode });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });
    expect((await client.mfa.verify({ factorId: factor.id, challengeId: challenge, code })).error).toBeNull();
    const spent = await client.mfa.verify({ factorId: factor.id, challengeId: challenge, code });
    expect(spent.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });

    const missing = await client.mfa.verify({ factorId: factor.id, challengeId: randomUUID(), code });
    expect(missing.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });
    const notUuid = await client.mfa.verify({ factorId: factor.id, challengeId: 'nope', code });
    expect(notUuid.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });

    const late = (await client.mfa.challenge({ factorId: factor.id })).data?.id ?? '';
    await server.app.db.query(
      `UPDATE mfa_challenges SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [late],
    );
    const expired = await client.mfa.verify({ factorId: factor.id, challengeId: late, code });
    expect(expired.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
  });

  it("treats another user's factor as not found", async () => {
    const owner = await signedInUser();
    const factor = await enroll(owner.client);
    const { client: stranger } = await signedInUser();
    const challenge = await stranger.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toMatchObject({
      status: 404,
      code: 'mfa_factor_not_found',
      message: 'Factor not found',
    });
    const verify = await stranger.mfa.verify({
      factorId: factor.id,
      challengeId: randomUUID(),
      code: await generate({ secret: factor.totp.secret }),
    });
    expect(verify.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const unenroll = await stranger.mfa.unenroll({ factorId: factor.id });
    expect(unenroll.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const bad = await stranger.mfa.challenge({ factorId: 'not-a-uuid' });
    expect(bad.error).toMatchObject({ status: 404, code: 'validation_failed' });
    expect((await owner.client.mfa.listFactors()).data?.all).toHaveLength(1);
  });

  it('unenrolls a verified factor only at aal2, and the sessions drop to aal1', async () => {
    const { email, client } = await signedInUser();
    const factor = await enroll(client);
    const verified = await client.mfa.challengeAndVerify({
      factorId: factor.id,
      code: await generate({ secret: factor.totp.secret }),
    });
    expect(verified.error).toBeNull();

    const aal1 = authClient(server.url).client;
    await aal1.signInWithPassword({ email, password: PASSWORD });
    const refused = await aal1.mfa.unenroll({ factorId: factor.id });
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    const enrollAtAal1 = await aal1.mfa.enroll({ factorType: 'totp' });
    expect(enrollAtAal1.error).toMatchObject({ status: 403, code: 'insufficient_aal' });

    const removed = await client.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factor.id });
    expect((await client.mfa.listFactors()).data?.all).toEqual([]);
    const refreshed = await client.refreshSession();
    expect(claimsOf(refreshed.data.session?.access_token ?? '').aal).toBe('aal1');
  });

  it('refuses another factor type and a duplicate friendly name', async () => {
    const { client } = await signedInUser();
    const phone = await client.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
    expect(phone.error).toMatchObject({ status: 400, code: 'validation_failed' });
    await enroll(client, 'Laptop');
    const twice = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Laptop' });
    expect(twice.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
  });

  it('never writes a TOTP secret to the log', () => {
    expect(secrets.size).toBeGreaterThan(3);
    const logs = server.logs.join('');
    for (const secret of secrets) expect(logs).not.toContain(secret);
  });
});
