import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * Step 1 of turning a guest into a permanent user: add an email address. Auth mails a confirmation link to it;
 * until the link is followed the user stays anonymous, with the address waiting in `new_email`.
 * `redirectTo` is your callback route, which must be on the project's list of redirect URLs.
 */
export async function addEmail(supabase: SupabaseClient, email: string, redirectTo: string) {
  const { data, error } = await supabase.auth.updateUser({ email }, { emailRedirectTo: redirectTo });
  // email_exists: the address belongs to another account. Offer to sign in to that one instead.
  if (error) throw error;
  return data.user;
}

/** Step 2, once the address is confirmed: a password, so the user can sign in again on any device. */
export async function addPassword(supabase: SupabaseClient, password: string) {
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
}
