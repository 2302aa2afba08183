import { isAuthWeakPasswordError, type SupabaseClient } from '@supabase/supabase-js';

/**
 * Create an account with an email address and a password. With "Confirm email" on (the hosted default), Auth
 * mails a confirmation link that returns to `emailRedirectTo`, and there is no session until it is followed.
 */
export async function signUpWithEmail(
  supabase: SupabaseClient,
  email: string,
  password: string,
  emailRedirectTo: string,
) {
  const { data, error } = await supabase.auth.signUp({ email, password, options: { emailRedirectTo } });
  if (error) throw error;
  // A session here means confirmations are off: the user is signed in already.
  return { user: data.user, mustConfirm: data.session === null };
}

const WEAK_PASSWORD_HINTS: Record<string, string> = {
  length: 'Use a longer password.',
  characters: 'Mix in the kinds of characters the form asks for.',
  pwned: 'This password appears in a known data breach; choose another one.',
};

/** What to tell the user when Auth refused a new password as too weak, or null for any other error. */
export function weakPasswordHint(error: unknown): string | null {
  if (!isAuthWeakPasswordError(error)) return null;
  return error.reasons.map((reason) => WEAK_PASSWORD_HINTS[reason] ?? error.message).join(' ');
}
