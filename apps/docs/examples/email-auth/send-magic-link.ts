import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * Mail a sign-in link (and, if the email template shows it, a one-time code) to `email`. By default an
 * address without an account gets one, confirmed by the same email; `createUser: false` refuses those.
 */
export async function sendMagicLink(
  supabase: SupabaseClient,
  email: string,
  { redirectTo, createUser = true }: { redirectTo: string; createUser?: boolean },
) {
  const { error } = await supabase.auth.signInWithOtp({
    email,
    options: { emailRedirectTo: redirectTo, shouldCreateUser: createUser },
  });
  // over_email_send_rate_limit: this address asked a moment ago, or the project's allowance is used up.
  // otp_disabled: no account for this address, and createUser is false.
  if (error) throw error;
}
