import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * Sign up with a phone number and a password. With phone confirmations on, Auth texts a code and the account
 * stays unconfirmed until verifyCode() (from verify-code.ts) accepts it.
 */
export async function signUpWithPhone(supabase: SupabaseClient, phone: string, password: string) {
  const { error } = await supabase.auth.signUp({ phone, password });
  if (error) throw error;
}

/** Later sign-ins need no text message: the number and the password are enough. */
export async function signInWithPhone(supabase: SupabaseClient, phone: string, password: string) {
  const { data, error } = await supabase.auth.signInWithPassword({ phone, password });
  if (error) throw error;
  return data.session;
}
