import { isAuthPKCECodeVerifierMissingError, type Session, type SupabaseClient } from '@supabase/supabase-js';

export type LinkOutcome =
  | { status: 'signed-in'; session: Session }
  /** Used already, expired, or replaced by a newer email: offer to send a new one. */
  | { status: 'expired' }
  /** Opened in another browser than the one that asked for it (no PKCE verifier here). */
  | { status: 'other-browser' }
  | { status: 'failed'; message: string };

/**
 * The page a mailed link returns to (confirmation, magic link, password reset) with the PKCE flow: Auth has
 * checked the link and added `?code=…`, or `?error_code=…` if it refused it. The code becomes a session only
 * with the verifier this browser stored when it asked for the email, so `supabase` must run the PKCE flow:
 * createBrowserClient from '@supabase/ssr', or createClient with `auth: { flowType: 'pkce' }`.
 *
 * In a browser, supabase-js makes this exchange by itself as the page loads (`detectSessionInUrl`); call this
 * where it does not: with that option off, or outside a browser.
 */
export async function finishEmailLink(supabase: SupabaseClient, address: string): Promise<LinkOutcome> {
  const url = new URL(address);
  const refused = url.searchParams.get('error_code');
  if (refused === 'otp_expired') return { status: 'expired' };
  if (refused) return { status: 'failed', message: url.searchParams.get('error_description') ?? refused };

  const code = url.searchParams.get('code');
  if (!code) return { status: 'failed', message: 'This address has no code to exchange.' };
  const { data, error } = await supabase.auth.exchangeCodeForSession(code);
  if (isAuthPKCECodeVerifierMissingError(error)) return { status: 'other-browser' };
  if (error) return { status: 'failed', message: error.message };
  return { status: 'signed-in', session: data.session };
}
