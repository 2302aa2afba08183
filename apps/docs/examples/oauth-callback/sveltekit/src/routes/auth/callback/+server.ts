import { createServerClient } from '@supabase/ssr';
import { type RequestHandler, redirect } from '@sveltejs/kit';
import { env } from '$env/dynamic/public';
import { safeNextPath } from './safe-next-path';

/**
 * GET /auth/callback?code=…&next=/account — where the provider sends the user back. Exchanges the one-time
 * code for a session (the PKCE verifier comes from the cookie set when sign-in started), stores the session
 * in cookies, and sends the user on to `next`, or to /auth/auth-code-error if it fails.
 */
export const GET: RequestHandler = async ({ url, cookies, setHeaders }) => {
  const code = url.searchParams.get('code');
  const next = safeNextPath(url.searchParams.get('next'));

  if (code) {
    const supabase = createServerClient(env.PUBLIC_SUPABASE_URL ?? '', env.PUBLIC_SUPABASE_ANON_KEY ?? '', {
      cookies: {
        getAll: () => cookies.getAll(),
        setAll: (cookiesToSet, headers) => {
          for (const { name, value, options } of cookiesToSet)
            cookies.set(name, value, { ...options, path: '/' });
          setHeaders(headers);
        },
      },
    });
    const { error } = await supabase.auth.exchangeCodeForSession(code);
    if (!error) redirect(303, next);
  }
  redirect(303, '/auth/auth-code-error');
};
