import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * The reset email's code instead of its link, for a user who reads their mail on another device. On success
 * the user is signed in and the client reports PASSWORD_RECOVERY, as with the link.
 */
export async function verifyRecoveryCode(supabase: SupabaseClient, email: string, token: string) {
  const { data, error } = await supabase.auth.verifyOtp({ email, token, type: 'recovery' });
  if (error) throw error;
  return data.session;
}
