// A signed-in reader without the sign-in round trip: a password sign-in against platform-dev with the same
// auth-js client and storage key the site's widgets use, returning what that client stores. Put into a page's
// localStorage before its scripts run, the page opens signed in (the browser tests' storeSession and
// `npm run shots`).

import { GoTrueClient } from '@supabase/auth-js';

/** Where the site's auth-js keeps its session: lib/project-session/session-hint.ts (stored-session.test.ts). */
export const AUTH_STORAGE_KEY = 'docs-platform-auth';
/** Every seeded platform-dev account's password: platform-dev/seed-data (stored-session.test.ts). */
export const DEMO_PASSWORD = 'demo-password';

/**
 * Signs `email` in at `authUrl` (e.g. `http://127.0.0.1:54329/auth/v1`) and returns the localStorage entries
 * the site's auth client would hold after "Log in". Throws a sentence when the sign-in fails.
 * @param {string} authUrl
 * @param {string} email
 * @param {string} [password]
 * @returns {Promise<[string, string][]>}
 */
export async function passwordSession(authUrl, email, password = DEMO_PASSWORD) {
  /** @type {Map<string, string>} */
  const stored = new Map();
  const client = new GoTrueClient({
    url: authUrl,
    storageKey: AUTH_STORAGE_KEY,
    persistSession: true,
    autoRefreshToken: false,
    detectSessionInUrl: false,
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
      removeItem: (key) => void stored.delete(key),
    },
  });
  const { error } = await client.signInWithPassword({ email, password });
  if (error) throw new Error(`Signing ${email} in with a password failed: ${error.message}`);
  return [...stored];
}
