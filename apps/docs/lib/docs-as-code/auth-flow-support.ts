import { createClient, type SupabaseClient, type SupportedStorage } from '@supabase/supabase-js';
import WebSocket from 'ws';

/*
 * Shared steps for the tests that run the auth guides' example code against platform-dev: a supabase-js
 * client as an app creates one, the dev mail outbox, a confirmed user, and the claims of an access token.
 */

/** The origin the test services allow for redirects (the callback routes of the examples live there). */
export const APP_ORIGIN = 'http://127.0.0.1:3000';

/** The running auth service a flow talks to (the tests start platform-dev; lib never imports local/). */
interface AuthService {
  url: string;
}

export interface ClientOptions {
  flowType?: 'implicit' | 'pkce';
  /** A storage of the test's own, to look at or plant what the client keeps. */
  storage?: SupportedStorage;
}

export function supabaseFor(service: AuthService, options: ClientOptions = {}): SupabaseClient {
  return createClient(service.url, 'anon-key-for-tests', {
    auth: {
      autoRefreshToken: false,
      // With a storage of its own the client persists to it; otherwise it keeps the session in memory.
      persistSession: options.storage !== undefined,
      storage: options.storage,
      storageKey: 'sb-docs-test-auth-token',
      flowType: options.flowType ?? 'implicit',
      detectSessionInUrl: false,
    },
    // Node 20 has no global WebSocket, which supabase-js wants for Realtime; these tests never open it.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** A storage in a Map, as a test can read and write it. */
export function mapStorage(): SupportedStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/** A mail as GET /dev/mail-outbox answers it. */
export interface Mail {
  to: string;
  subject: string;
  link: string;
  code: string;
}

export async function lastMail(service: AuthService, email: string): Promise<Mail> {
  const response = await fetch(`${service.url}/dev/mail-outbox?email=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`the mail outbox answered ${response.status}`);
  const mail = ((await response.json()) as Mail[]).at(-1);
  if (!mail) throw new Error(`nothing was mailed to ${email}`);
  return mail;
}

/** Follows a mailed link as the browser would, up to the page Auth redirects to. */
export async function follow(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) throw new Error(`${link} answered ${response.status} without a redirect`);
  return new URL(location);
}

/** Signs a user up with a password and confirms the address with the mailed code. */
export async function signUpConfirmed(service: AuthService, email: string, password: string) {
  const supabase = supabaseFor(service);
  const { error } = await supabase.auth.signUp({ email, password });
  if (error) throw error;
  const confirmed = await supabase.auth.verifyOtp({
    email,
    token: (await lastMail(service, email)).code,
    type: 'signup',
  });
  if (confirmed.error) throw confirmed.error;
}

/** A new client signed in with email and password (a session at aal1). */
export async function signedIn(service: AuthService, email: string, password: string) {
  const supabase = supabaseFor(service);
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { supabase, session: data.session };
}

/** The claims of an access token (read, not verified: the service that issued it is the one under test). */
export function claimsOf(token: string | undefined): Record<string, unknown> {
  return JSON.parse(Buffer.from((token ?? '').split('.')[1] ?? '', 'base64url').toString());
}
