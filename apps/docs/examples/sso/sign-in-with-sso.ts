import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * The part of an address after the last `@`, lower-cased: the domain a provider was registered for with
 * `supabase sso add --domains`. Returns null for input that is not an address, so the form can say so
 * before asking Auth.
 */
export function emailDomain(email: string): string | null {
  const at = email.trim().lastIndexOf('@');
  const domain = email
    .trim()
    .slice(at + 1)
    .toLowerCase();
  if (at < 1 || domain === '' || !domain.includes('.')) return null;
  return domain;
}

/** What the sign-in form shows next when the browser was not sent on to the identity provider. */
export type SsoFallback = 'not-an-email' | 'no-sso-for-domain';

/**
 * Starts single sign-on for a work address: Auth looks up the provider registered for the address's domain
 * and answers with the URL of that identity provider's sign-in page. `redirectTo` is your callback route,
 * which exchanges the returned `code` for a session. The client must run the PKCE flow
 * (`createBrowserClient` from `@supabase/ssr`, or `flowType: 'pkce'`).
 */
export async function startSsoSignIn(
  supabase: SupabaseClient,
  email: string,
  redirectTo: string,
): Promise<SsoFallback | null> {
  const domain = emailDomain(email);
  if (!domain) return 'not-an-email';

  const { data, error } = await supabase.auth.signInWithSSO({
    domain,
    // We send the browser on ourselves below, after the checks; without this the client would do it.
    options: { redirectTo, skipBrowserRedirect: true },
  });
  if (error) {
    // No provider is registered for this domain: offer the app's other sign-in methods.
    if (error.code === 'sso_provider_not_found') return 'no-sso-for-domain';
    throw error;
  }
  window.location.assign(data.url);
  return null;
}

/**
 * The same, for an app that knows the provider already, for example from a per-customer sign-in page such as
 * `/login/acme`: pass the provider's ID, as `supabase sso list` shows it, instead of a domain.
 */
export async function startSsoSignInWithProvider(
  supabase: SupabaseClient,
  providerId: string,
  redirectTo: string,
) {
  const { data, error } = await supabase.auth.signInWithSSO({
    providerId,
    options: { redirectTo, skipBrowserRedirect: true },
  });
  if (error) throw error;
  window.location.assign(data.url);
}
