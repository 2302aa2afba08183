import type { Session, SupabaseClient } from '@supabase/supabase-js';

/**
 * Signs a visitor in without asking for anything: a new user with `is_anonymous: true`. Call it once, when the
 * visitor first does something worth keeping, not on every page load: each call creates another user.
 */
export async function signInAsGuest(supabase: SupabaseClient, captchaToken?: string) {
  const { data, error } = await supabase.auth.signInAnonymously({
    // Required once CAPTCHA protection is on, which anonymous sign-ins need most.
    options: { captchaToken },
  });
  if (error) throw error;
  return data.session;
}

/** The user object and the access token both carry the flag; in the browser, either will do. */
export function isGuest(session: Session | null): boolean {
  return session?.user.is_anonymous === true;
}
