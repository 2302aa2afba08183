import type { SupabaseClient } from '@supabase/supabase-js';

/** Save the password typed into the new-password form, for the signed-in user. */
export async function updatePassword(supabase: SupabaseClient, password: string) {
  const { data, error } = await supabase.auth.updateUser({ password });
  // weak_password: the sign-up rules apply (weakPasswordHint in sign-up.ts explains it).
  // same_password: the new password must differ from the current one.
  if (error) throw error;
  return data.user;
}
