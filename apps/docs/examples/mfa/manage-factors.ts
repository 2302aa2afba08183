import type { SupabaseClient } from '@supabase/supabase-js';

/** The user's authenticator apps for a settings page: name, status and when each was added. */
export async function listAuthenticatorApps(supabase: SupabaseClient) {
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  return data.all
    .filter((factor) => factor.factor_type === 'totp')
    .map(({ id, friendly_name, status, created_at }) => ({ id, friendly_name, status, created_at }));
}

/**
 * Removes a factor. A verified one can only be removed from an aal2 session (insufficient_aal otherwise). The
 * session's tokens say aal2 until they are refreshed, so refresh now rather than at the next expiry.
 */
export async function removeAuthenticatorApp(supabase: SupabaseClient, factorId: string) {
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) throw error;
  const { error: refreshError } = await supabase.auth.refreshSession();
  if (refreshError) throw refreshError;
}
