import { GoTrueClient, type Provider } from '@supabase/auth-js';
import { useEffect, useState } from 'react';
import { AUTH_STORAGE_KEY } from '@/lib/project-session/session-hint';
import type { SessionState } from '@/lib/project-session/session-state';

/** The platform's own sign-in page, not a social provider (see services/platform-dev). */
const PROVIDER = 'platform' as Provider;

const clients = new Map<string, GoTrueClient>();
/** Whether the address carried a sign-in code of ours when the client was made: its constructor starts the
 * exchange at once, and the exchange removes the verifier, so this cannot be read later. */
const startedWithCode = new WeakMap<GoTrueClient, boolean>();

/**
 * One session client per auth URL for the whole page: the API-settings widgets and the code-samples chooser
 * share it, so a sign-in code in the address bar is exchanged once, and a sign-out in one signs all out.
 * `authUrl` is the auth API root, e.g. `https://auth.example.com/auth/v1`.
 */
export function authClient(authUrl: string): GoTrueClient {
  let client = clients.get(authUrl);
  if (!client) {
    const pending = hasPendingCode();
    client = new GoTrueClient({
      url: authUrl,
      storageKey: AUTH_STORAGE_KEY,
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: true,
      // Exchanges `?code=` after the authorize page sends the reader back, then removes it from the URL.
      detectSessionInUrl: true,
    });
    clients.set(authUrl, client);
    startedWithCode.set(client, pending);
  }
  return client;
}

/** True when the address bar carries a sign-in code that this browser started (a PKCE verifier is waiting). */
function hasPendingCode(): boolean {
  try {
    return (
      new URL(window.location.href).searchParams.has('code') &&
      window.localStorage.getItem(`${AUTH_STORAGE_KEY}-code-verifier`) !== null
    );
  } catch {
    return false;
  }
}

/** Drops `code` from the address bar without a navigation (auth-js does this itself only on success). */
function removeCodeFromUrl() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('code')) return;
  url.searchParams.delete('code');
  window.history.replaceState(window.history.state, '', url.toString());
}

/**
 * The reader's session as a state: `loading` until auth-js has read storage (or exchanged a sign-in code),
 * then `signed-in` or `signed-out`, following every later change (sign-out, refresh failure, other tabs).
 */
export function useSession(client: GoTrueClient): SessionState {
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    const codeWasPending = startedWithCode.get(client) ?? false;
    const { data } = client.onAuthStateChange((_event, session) => {
      if (!active) return;
      setState((previous) => ({
        status: session ? 'signed-in' : 'signed-out',
        userId: session?.user.id,
        signInError: session ? undefined : previous.signInError,
      }));
    });
    client.initialize().then(({ error }) => {
      if (!codeWasPending || !active) return;
      // A failed exchange leaves the one-time code in the address bar; it is useless now, so drop it.
      removeCodeFromUrl();
      if (error) setState((previous) => ({ ...previous, signInError: error.message }));
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [client]);

  return state;
}

/**
 * The address to come back to after signing in: this page, without a leftover code, at `anchor` (the widget
 * or chooser the reader clicked "Log in" in) so they land where they were, not at the page's top.
 */
export function returnAddress(href: string, anchor?: string): string {
  const url = new URL(href);
  url.searchParams.delete('code');
  url.hash = anchor ? `#${anchor}` : '';
  return url.toString();
}

export async function signIn(client: GoTrueClient, anchor?: string): Promise<string | undefined> {
  const { error } = await client.signInWithOAuth({
    provider: PROVIDER,
    options: { redirectTo: returnAddress(window.location.href, anchor) },
  });
  return error?.message;
}

/** Current access token (refreshed by auth-js when it is about to expire), or undefined when signed out. */
export async function accessToken(client: GoTrueClient): Promise<string | undefined> {
  const { data } = await client.getSession();
  return data.session?.access_token ?? undefined;
}
