import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * Mail the sign-up confirmation again, with a new link (the previous one stops working). 'wait' means the
 * address asked too recently; keep the button disabled for a while instead of retrying.
 */
export async function resendConfirmation(
  supabase: SupabaseClient,
  email: string,
  emailRedirectTo: string,
): Promise<'sent' | 'wait'> {
  const { error } = await supabase.auth.resend({ type: 'signup', email, options: { emailRedirectTo } });
  if (error?.code === 'over_email_send_rate_limit') return 'wait';
  if (error) throw error;
  // Also the answer for an unknown or already confirmed address, which get no email.
  return 'sent';
}
