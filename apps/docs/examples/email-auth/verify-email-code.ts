import type { SupabaseClient } from '@supabase/supabase-js';

/** Sign in with the code from the email instead of the link. On success the client stores the session. */
export async function verifyEmailCode(supabase: SupabaseClient, email: string, token: string) {
  const { data, error } = await supabase.auth.verifyOtp({ email, token, type: 'email' });
  // A wrong, used or expired code is `otp_expired`; offer to send a new email.
  if (error) throw error;
  return data.session;
}
