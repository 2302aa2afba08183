/** What the session library knows: still reading storage / exchanging a code, signed out, or signed in. */
export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

/** The reader's session as both widgets see it. */
export type SessionState = {
  status: AuthStatus;
  userId?: string;
  /** Set when coming back from the sign-in page failed (expired or reused code). */
  signInError?: string;
};
