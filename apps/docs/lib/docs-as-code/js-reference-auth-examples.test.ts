import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningPlatformDev, startPlatformDev } from '@/local/platform-dev.mjs';
import { APP_ORIGIN, signedIn, signUpConfirmed } from './auth-flow-support';
import { compileExample, examplesToRun } from './js-example-runner';

/*
 * The supabase-js reference's auth examples, run against platform-dev (in memory, with its mail outbox), in page
 * order on one client signed in as a confirmed user, as the examples assume: an example that signs out or
 * signs in as someone else is followed by a new sign-in, and one that sets a new password by setting it back. Each must finish without an
 * error. Their data holds ids and tokens that change on every run, so the page shows none.
 */

const EMAIL = 'reader@example.com';
const PASSWORD = 'example-password';
// The examples redirect to https://example.com, which the service must allow as an app would.
const EXAMPLE_ORIGIN = 'https://example.com';
let service: RunningPlatformDev;
let supabase: SupabaseClient;

beforeAll(async () => {
  service = await startPlatformDev({
    port: 0,
    allowedOrigins: [APP_ORIGIN, EXAMPLE_ORIGIN],
    memory: true,
    mailOutbox: true,
    quiet: true,
  });
  await signUpConfirmed(service, EMAIL, PASSWORD);
  ({ supabase } = await signedIn(service, EMAIL, PASSWORD));
}, 60_000);
afterAll(async () => {
  await service?.stop();
});

const examples = examplesToRun('auth');

describe('the auth examples of the supabase-js reference', () => {
  it('are there', () => {
    expect(examples.length).toBeGreaterThan(15);
  });

  it.each(examples)('$id: $example.title', async ({ example }) => {
    // After a sign-out, or a sign-in as someone else (the guest of signInAnonymously), the reader signs in again.
    const { session } = (await supabase.auth.getSession()).data;
    if (session?.user.email !== EMAIL) ({ supabase } = await signedIn(service, EMAIL, PASSWORD));
    const { error } = await compileExample(example)(supabase);
    expect(error).toBeNull();
    if (/updateUser\(\{ password/.test(example.code)) {
      const restored = await supabase.auth.updateUser({ password: PASSWORD });
      expect(restored.error).toBeNull();
    }
  });
});
