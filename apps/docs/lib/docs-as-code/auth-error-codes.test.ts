import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { generate } from 'otplib';
import { DEV_CAPTCHA_TOKEN } from 'platform-dev/dev-captcha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authErrors } from '@/data/errors/auth';
import { type RunningPlatformDev, startPlatformDev } from '@/local/platform-dev.mjs';
import { APP_ORIGIN, lastMail, supabaseFor } from './auth-flow-support';

/*
 * The Errors reference's Auth entries against the service: every `error_code` platform-dev returns that auth-js
 * can reach is triggered here with auth-js, and the code and HTTP status auth-js reports must be the entry's. So
 * the reference and the service cannot drift apart unnoticed. One platform-dev, with CAPTCHA on (so
 * `captcha_failed` is reachable; every other call passes the development token) and its mail and SMS outboxes.
 */
const PASSWORD = 'correct horse battery';
// Relative to the docs workspace, where Vitest runs.
const PLATFORM_SRC = join(process.cwd(), '..', '..', 'services', 'platform-dev', 'src');
const captchaToken = DEV_CAPTCHA_TOKEN;

/**
 * Codes platform-dev can return that these tests do not trigger: `bad_json` (auth-js always sends JSON),
 * `unexpected_failure` (a fault of the service), `session_expired` and `mfa_challenge_expired` (need hours or
 * minutes to pass), `over_request_rate_limit` (the per-IP burst would block the other cases; the rate-limit
 * tests of platform-dev cover it), `user_not_found` (needs a user deleted under a live token), and
 * `phone_not_confirmed`, `email_exists`, `bad_code_verifier` (need a phone sign-up or a second PKCE flow; the
 * phone and email examples' tests run those paths).
 */
const NOT_TRIGGERED = [
  'bad_json',
  'unexpected_failure',
  'session_expired',
  'mfa_challenge_expired',
  'over_request_rate_limit',
  'user_not_found',
  'phone_not_confirmed',
  'email_exists',
  'bad_code_verifier',
];
const triggered = new Set<string>();

let service: RunningPlatformDev;
beforeAll(async () => {
  service = await startPlatformDev({
    port: 0,
    memory: true,
    captcha: true,
    mailOutbox: true,
    smsOutbox: true,
    quiet: true,
    allowedOrigins: [APP_ORIGIN],
  });
}, 60_000);
afterAll(async () => {
  await service?.stop();
});

let counter = 0;
const newEmail = () => `errors-${Date.now()}-${++counter}@example.com`;

async function confirmedUser(): Promise<{ supabase: SupabaseClient; email: string }> {
  const supabase = supabaseFor(service);
  const email = newEmail();
  const signUp = await supabase.auth.signUp({ email, password: PASSWORD, options: { captchaToken } });
  if (signUp.error) throw signUp.error;
  const verified = await supabase.auth.verifyOtp({
    email,
    token: (await lastMail(service, email)).code,
    type: 'signup',
  });
  if (verified.error) throw verified.error;
  return { supabase, email };
}

/** What auth-js reports for a failed call: `{ code, status }` of its AuthApiError. */
function reported(result: { error: unknown }): { code?: string; status?: number } {
  const error = result.error as { code?: string; status?: number } | null;
  if (!error) throw new Error('the call succeeded; it should have failed');
  return { code: error.code, status: error.status };
}

/** The code must be the entry's, and the status one the entry shows (a code GoTrue answers by endpoint has several). */
function expectEntry(code: string, result: { error: unknown }) {
  triggered.add(code);
  const entry = authErrors.entries.find((candidate) => candidate.code === code);
  expect(entry, `the reference has no entry ${code}`).toBeDefined();
  const shown = entry?.statusBy?.map((group) => group.status) ?? [entry?.status];
  const { code: reportedCode, status } = reported(result);
  expect(reportedCode).toBe(code);
  expect(shown, code).toContain(status);
}

describe('Auth answers with the codes and statuses of the Errors reference', () => {
  it('invalid_credentials, email_not_confirmed, weak_password, captcha_failed', async () => {
    const supabase = supabaseFor(service);
    expectEntry(
      'invalid_credentials',
      await supabase.auth.signInWithPassword({
        email: 'demo@example.com',
        password: 'wrong',
        options: { captchaToken },
      }),
    );
    const email = newEmail();
    await supabase.auth.signUp({ email, password: PASSWORD, options: { captchaToken } });
    expectEntry(
      'email_not_confirmed',
      await supabase.auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } }),
    );
    expectEntry(
      'weak_password',
      await supabase.auth.signUp({ email: newEmail(), password: 'abc', options: { captchaToken } }),
    );
    expectEntry('captcha_failed', await supabase.auth.signInWithPassword({ email, password: PASSWORD }));
  });

  it('validation_failed, otp_disabled, otp_expired, over_email_send_rate_limit', async () => {
    const supabase = supabaseFor(service);
    expectEntry(
      'validation_failed',
      await supabase.auth.signInWithOtp({ email: 'not-an-address', options: { captchaToken } }),
    );
    expectEntry(
      'otp_disabled',
      await supabase.auth.signInWithOtp({
        email: newEmail(),
        options: { shouldCreateUser: false, captchaToken },
      }),
    );
    const { email } = await confirmedUser();
    expectEntry('otp_expired', await supabase.auth.verifyOtp({ email, token: '000000', type: 'email' }));
    await supabase.auth.signInWithOtp({ email, options: { captchaToken } });
    expectEntry(
      'over_email_send_rate_limit',
      await supabase.auth.signInWithOtp({ email, options: { captchaToken } }),
    );
  });

  it('over_sms_send_rate_limit', async () => {
    const supabase = supabaseFor(service);
    const phone = '+15555550123';
    const first = await supabase.auth.signInWithOtp({ phone, options: { captchaToken } });
    expect(first.error).toBeNull();
    expectEntry(
      'over_sms_send_rate_limit',
      await supabase.auth.signInWithOtp({ phone, options: { captchaToken } }),
    );
  });

  it('refresh_token_not_found, refresh_token_already_used, session_not_found, bad_jwt, no_authorization', async () => {
    const { supabase, email } = await confirmedUser();
    expectEntry(
      'refresh_token_not_found',
      await supabase.auth.refreshSession({ refresh_token: 'not-a-token' }),
    );
    const signIn = await supabase.auth.signInWithPassword({
      email,
      password: PASSWORD,
      options: { captchaToken },
    });
    const { refresh_token: refreshToken, access_token: accessToken } = signIn.data.session ?? {};
    const other = supabaseFor(service);
    expect((await other.auth.refreshSession({ refresh_token: refreshToken ?? '' })).error).toBeNull();
    expectEntry(
      'refresh_token_already_used',
      await other.auth.refreshSession({ refresh_token: refreshToken ?? '' }),
    );
    expectEntry('bad_jwt', await supabase.auth.getUser('not.a.jwt'));
    await supabase.auth.signOut({ scope: 'global' });
    // auth-js turns this code into AuthSessionMissingError (no code), so the service's own answer is checked too.
    expect((await supabase.auth.getUser(accessToken)).error?.name).toBe('AuthSessionMissingError');
    const response = await fetch(`${service.url}/auth/v1/user`, {
      headers: { Authorization: `Bearer ${accessToken}`, apikey: 'anon-key-for-tests' },
    });
    const body = (await response.json()) as { error_code?: string };
    expectEntry('session_not_found', { error: { code: body.error_code, status: response.status } });
    // auth-js never calls /user without a session, so a request without a token goes by hand too.
    const anonymous = await fetch(`${service.url}/auth/v1/user`, {
      headers: { apikey: 'anon-key-for-tests' },
    });
    const refused = (await anonymous.json()) as { error_code?: string };
    expectEntry('no_authorization', { error: { code: refused.error_code, status: anonymous.status } });
  });

  it('same_password, flow_state_not_found', async () => {
    const { supabase } = await confirmedUser();
    expectEntry('same_password', await supabase.auth.updateUser({ password: PASSWORD }));
    const pkce = supabaseFor(service, { flowType: 'pkce' });
    // Starting a sign-up stores a code verifier; the code exchanged below was never issued.
    await pkce.auth.signUp({
      email: newEmail(),
      password: PASSWORD,
      options: { captchaToken, emailRedirectTo: `${APP_ORIGIN}/auth/callback` },
    });
    expectEntry(
      'flow_state_not_found',
      await pkce.auth.exchangeCodeForSession('00000000-0000-0000-0000-000000000000'),
    );
  });

  it('mfa_factor_not_found, mfa_factor_name_conflict, mfa_verification_failed, insufficient_aal', async () => {
    const { supabase, email } = await confirmedUser();
    expectEntry('mfa_factor_not_found', await supabase.auth.mfa.challenge({ factorId: crypto.randomUUID() }));
    const enrolled = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    if (enrolled.error) throw enrolled.error;
    expectEntry(
      'mfa_factor_name_conflict',
      await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' }),
    );
    const factorId = enrolled.data.id;
    expectEntry(
      'mfa_verification_failed',
      await supabase.auth.mfa.challengeAndVerify({ factorId, code: '000000' }),
    );
    const verified = await supabase.auth.mfa.challengeAndVerify({
      factorId,
      code: await generate({ secret: enrolled.data.totp.secret }),
    });
    if (verified.error) throw verified.error;
    const fresh = supabaseFor(service);
    await fresh.auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } });
    expectEntry(
      'insufficient_aal',
      await fresh.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Laptop' }),
    );
  });

  it('too_many_enrolled_mfa_factors', async () => {
    const { supabase } = await confirmedUser();
    // Ten factors, verified or not, are the most a user may have.
    for (let i = 1; i <= 10; i++) {
      const enrolled = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: `App ${i}` });
      if (enrolled.error) throw enrolled.error;
    }
    expectEntry(
      'too_many_enrolled_mfa_factors',
      await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'App 11' }),
    );
  });

  it('triggers every error code platform-dev returns, but the few listed above', () => {
    const declared = new Set(authErrors.entries.map((entry) => entry.code));
    const source = readdirSync(PLATFORM_SRC, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(join(PLATFORM_SRC, file), 'utf8'))
      .join('\n');
    const returned = [...declared].filter((code) => source.includes(`'${code}'`));
    expect(returned.length).toBeGreaterThan(20);
    expect(returned.filter((code) => !triggered.has(code) && !NOT_TRIGGERED.includes(code))).toEqual([]);
  });
});
