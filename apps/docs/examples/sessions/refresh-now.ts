import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * Trades the refresh token for a new pair now, instead of shortly before the access token expires. Worth it
 * when the claims changed on the server (a factor removed, app_metadata set by your backend) and the app
 * needs a token that says so.
 */
export async function refreshNow(supabase: SupabaseClient) {
  const { data, error } = await supabase.auth.refreshSession();
  // An error here means the session is over (signed out, ended by a limit, or a refresh token used twice).
  if (error) throw error;
  return data.session;
}
