import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * Checks a 6-digit code from the authenticator app: a challenge for the factor, then the code against it. The
 * first success verifies a new factor (step 2 of enrollment); every success moves this session to aal2.
 */
export async function verifyCode(supabase: SupabaseClient, factorId: string, code: string) {
  const challenge = await supabase.auth.mfa.challenge({ factorId });
  if (challenge.error) throw challenge.error;

  const { data, error } = await supabase.auth.mfa.verify({
    factorId,
    challengeId: challenge.data.id,
    code,
  });
  // A wrong or stale code is an error (mfa_verification_failed): let the user type the next one.
  if (error) throw error;
  return data;
}
