/** Where auth-js keeps the session (and, during sign-in, the PKCE code verifier) in localStorage. */
export const AUTH_STORAGE_KEY = 'docs-platform-auth';

/**
 * Whether the session code (auth-js) has anything to do on this page view: a stored session or sign-in in
 * progress (auth-js keys start with AUTH_STORAGE_KEY), or a sign-in code in the address. When neither is
 * there the reader is signed out, and the widgets can ask them to log in without loading auth-js at all.
 * Unreadable storage (blocked, private mode) answers true, so the session code decides as before.
 */
export function mayHaveSession(storage: () => Pick<Storage, 'length' | 'key'>, href: string): boolean {
  try {
    if (new URL(href).searchParams.has('code')) return true;
    const store = storage();
    for (let index = 0; index < store.length; index += 1) {
      if (store.key(index)?.startsWith(AUTH_STORAGE_KEY)) return true;
    }
    return false;
  } catch {
    return true;
  }
}
