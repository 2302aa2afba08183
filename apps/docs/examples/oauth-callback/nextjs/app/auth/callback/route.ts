import { createServerClient } from '@supabase/ssr';
import { type NextRequest, NextResponse } from 'next/server';
import { safeNextPath } from './safe-next-path';

/**
 * GET /auth/callback?code=…&next=/account — where the provider sends the user back. Exchanges the one-time
 * code for a session (the PKCE verifier comes from the cookie set when sign-in started), stores the session
 * in cookies on the redirect, and sends the user on to `next`, or to /auth/auth-code-error if it fails.
 */
export async function GET(request: NextRequest) {
  const { searchParams, origin } = request.nextUrl;
  const code = searchParams.get('code');
  const next = safeNextPath(searchParams.get('next'));

  if (code) {
    // Cookies are read from this request and written to the response below, so the session travels with the
    // redirect itself.
    const cookiesToSet: { name: string; value: string; options: object }[] = [];
    const headersToSet: Record<string, string> = {};
    const supabase = createServerClient(
      env('NEXT_PUBLIC_SUPABASE_URL'),
      env('NEXT_PUBLIC_SUPABASE_ANON_KEY'),
      {
        cookies: {
          getAll: () => request.cookies.getAll(),
          setAll: (cookies, headers) => {
            cookiesToSet.push(...cookies);
            Object.assign(headersToSet, headers);
          },
        },
      },
    );
    const { error } = await supabase.auth.exchangeCodeForSession(code);
    if (!error) {
      const response = NextResponse.redirect(new URL(next, origin));
      for (const { name, value, options } of cookiesToSet) response.cookies.set(name, value, options);
      for (const [name, value] of Object.entries(headersToSet)) response.headers.set(name, value);
      return response;
    }
  }
  return NextResponse.redirect(new URL('/auth/auth-code-error', origin));
}

function env(name: 'NEXT_PUBLIC_SUPABASE_URL' | 'NEXT_PUBLIC_SUPABASE_ANON_KEY'): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} in .env.local (your project's API settings show it).`);
  return value;
}
