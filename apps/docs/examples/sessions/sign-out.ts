import type { SupabaseClient } from '@supabase/supabase-js';

/** The usual "Sign out" button: ends this session only; the user's other devices stay signed in. */
export async function signOutHere(supabase: SupabaseClient) {
  const { error } = await supabase.auth.signOut({ scope: 'local' });
  if (error) throw error;
}

/** "Sign out everywhere", e.g. after a lost phone: ends every session of the user, this one included. */
export async function signOutEverywhere(supabase: SupabaseClient) {
  const { error } = await supabase.auth.signOut({ scope: 'global' });
  if (error) throw error;
}

/** "Sign out other devices": ends every other session; this one stays signed in and no event fires here. */
export async function signOutOtherDevices(supabase: SupabaseClient) {
  const { error } = await supabase.auth.signOut({ scope: 'others' });
  if (error) throw error;
}
