import type { SupabaseClient } from '@supabase/supabase-js';

/** Step 2: check the code the user typed. On success the client stores the session: they are signed in. */
export async function verifyCode(supabase: SupabaseClient, phone: string, token: string) {
  const { data, error } = await supabase.auth.verifyOtp({ phone, token, type: 'sms' });
  // A wrong, reused or expired code is an error; offer to send a new one.
  if (error) throw error;
  return data.session;
}
