import type { Session, SupabaseClient } from '@supabase/supabase-js';

/** What the app does when the auth state changes; a UI framework would set state here. */
export interface AuthView {
  showUser(session: Session): void;
  showSignedOut(): void;
  showNewPasswordForm(session: Session): void;
}

/**
 * Keeps the view in step with the client's session, from page load to sign-out. Returns the function that
 * stops listening (call it when the component unmounts).
 */
export function followAuthState(supabase: SupabaseClient, view: AuthView): () => void {
  const { data } = supabase.auth.onAuthStateChange((event, session) => {
    switch (event) {
      case 'INITIAL_SESSION': // the session restored from storage, or null: the first answer on page load
      case 'SIGNED_IN':
      case 'USER_UPDATED':
      case 'MFA_CHALLENGE_VERIFIED':
        if (session) view.showUser(session);
        else view.showSignedOut();
        break;
      case 'TOKEN_REFRESHED':
        // A new access token for the same user: nothing to redraw. Code that holds the token takes the new one.
        break;
      case 'PASSWORD_RECOVERY':
        if (session) view.showNewPasswordForm(session);
        break;
      case 'SIGNED_OUT':
        // Also after a session ended elsewhere; drop whatever this user's data the app keeps.
        view.showSignedOut();
        break;
    }
  });
  return () => data.subscription.unsubscribe();
}
