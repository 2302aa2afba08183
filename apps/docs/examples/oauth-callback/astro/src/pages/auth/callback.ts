import { createServerClient, parseCookieHeader } from '@supabase/ssr';
import type { APIRoute } from 'astro';
import { safeNextPath } from '../../lib/safe-next-path';

// Runs on every request (needs an adapter, e.g. @astrojs/node, when the rest of the site is static).
export const prerender = false;

/**
 * GET /auth/callback?code=…&next=/account — where the provider sends the user back. Exchanges the one-time
 * code for a session (the PKCE verifier comes from the cookie set when sign-in started), stores the session
 * in cookies, and sends the user on to `next`, or to /auth/auth-code-error if it fails.
 */
export const GET: APIRoute = async ({ url, request, cookies, redirect }) => {
  const code = url.searchParams.get('code');
  const next = safeNextPath(url.searchParams.get('next'));

  if (code) {
    const supabase = createServerClient(
      import.meta.env.PUBLIC_SUPABASE_URL,
      import.meta.env.PUBLIC_SUPABASE_ANON_KEY,
      {
        cookies: {
          getAll: () =>
            parseCookieHeader(request.headers.get('Cookie') ?? '').map(({ name, value }) => ({
              name,
              value: value ?? '',
            })),
          setAll: (cookiesToSet) => {
            for (const { name, value, options } of cookiesToSet) cookies.set(name, value, options);
          },
        },
      },
    );
    const { error } = await supabase.auth.exchangeCodeForSession(code);
    if (!error) return redirect(next, 303);
  }
  return redirect('/auth/auth-code-error', 303);
};
