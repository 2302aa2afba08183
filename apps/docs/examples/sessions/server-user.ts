import type { SupabaseClient, User } from '@supabase/supabase-js';

/**
 * On a server, the session comes from a cookie or a header: input the browser sent, which anyone can write.
 * getSession() returns it unchecked. getUser() sends the access token to Auth, which checks its signature and
 * that its session has not ended, and answers with the user as stored.
 */
export async function userForRequest(supabase: SupabaseClient): Promise<User | null> {
  const { data, error } = await supabase.auth.getUser();
  // No session, an expired or forged token, or a session ended by a sign-out: treat them all as signed out.
  if (error) return null;
  return data.user;
}
