import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * After the first factor (password, magic link, OAuth…): must this user enter a code before going on? Read
 * from the session the client holds, so it costs no request.
 */
export async function needsSecondFactor(supabase: SupabaseClient): Promise<boolean> {
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  return data.currentLevel === 'aal1' && data.nextLevel === 'aal2';
}

/** The factor to challenge: the user's first verified authenticator app. */
export async function authenticatorApp(supabase: SupabaseClient) {
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  // `totp` lists verified factors only; `all` also holds unverified ones.
  const factor = data.totp[0];
  if (!factor) throw new Error('This user has no verified authenticator app');
  return factor;
}
