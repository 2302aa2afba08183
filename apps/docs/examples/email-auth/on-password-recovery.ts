import type { Session, SupabaseClient } from '@supabase/supabase-js';

/**
 * Calls `showNewPasswordForm` when the user arrives from a password-reset link: the client has signed them
 * in with the link and reports it as PASSWORD_RECOVERY instead of SIGNED_IN. Returns the unsubscribe function.
 */
export function onPasswordRecovery(
  supabase: SupabaseClient,
  showNewPasswordForm: (session: Session) => void,
): () => void {
  const { data } = supabase.auth.onAuthStateChange((event, session) => {
    // A plain (not async) callback: it only opens the form; the form's submit handler saves the password.
    if (event === 'PASSWORD_RECOVERY' && session) showNewPasswordForm(session);
  });
  return () => data.subscription.unsubscribe();
}
