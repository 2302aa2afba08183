import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * Mail a password-reset link that returns to `redirectTo`. The answer is the same whether or not the address
 * has an account, so say "if this address has an account, we sent it a link" either way.
 */
export async function requestPasswordReset(supabase: SupabaseClient, email: string, redirectTo: string) {
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo });
  if (error) throw error;
}
