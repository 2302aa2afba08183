import { type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { createServerClient, parseCookieHeader, serializeCookieHeader } from '@supabase/ssr';
import { safeNextPath } from '../lib/safe-next-path';

/**
 * GET /auth/callback?code=…&next=/account — where the provider sends the user back. Exchanges the one-time
 * code for a session (the PKCE verifier comes from the cookie set when sign-in started), stores the session
 * in cookies on the redirect, and sends the user on to `next`, or to /auth/auth-code-error if it fails.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { searchParams } = new URL(request.url);
  const code = searchParams.get('code');
  const next = safeNextPath(searchParams.get('next'));
  const headers = new Headers();

  if (code) {
    const supabase = createServerClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
      cookies: {
        getAll: () =>
          parseCookieHeader(request.headers.get('Cookie') ?? '').map(({ name, value }) => ({
            name,
            value: value ?? '',
          })),
        setAll: (cookiesToSet, cacheHeaders) => {
          for (const { name, value, options } of cookiesToSet) {
            headers.append('Set-Cookie', serializeCookieHeader(name, value, options));
          }
          for (const [name, value] of Object.entries(cacheHeaders)) headers.set(name, value);
        },
      },
    });
    const { error } = await supabase.auth.exchangeCodeForSession(code);
    if (!error) return redirect(next, { status: 303, headers });
  }
  return redirect('/auth/auth-code-error', { status: 303, headers });
}

function env(name: 'SUPABASE_URL' | 'SUPABASE_ANON_KEY'): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} in .env (your project's API settings show it).`);
  return value;
}
