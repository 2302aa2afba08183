import { createServerClient } from '@supabase/ssr';
import { type NextRequest, NextResponse } from 'next/server';
import { supabaseEnv } from './utils/supabase/env';

/**
 * Next.js's proxy (the file convention called middleware before Next.js 16) runs before every matched request.
 * Server Components cannot write cookies, so this is where an expired access token is swapped for a new one
 * (with the refresh token from the cookies) and the new cookies are sent: to the browser on the response, and to
 * this request's Server Components on the request.
 */
export async function proxy(request: NextRequest) {
  const { url, anonKey } = supabaseEnv();
  let response = NextResponse.next({ request });

  const supabase = createServerClient(url, anonKey, {
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll: (cookiesToSet, headers) => {
        // The request's cookies first, so pages rendered for this request read the new session...
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
        response = NextResponse.next({ request });
        // ...then the response's, so the browser keeps it. The headers keep caches from storing the response.
        for (const { name, value, options } of cookiesToSet) response.cookies.set(name, value, options);
        for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
      },
    },
  });

  // Nothing may run between creating the client and this call: getUser() loads the session from the cookies,
  // refreshes it if the access token has expired (which calls setAll above), then has Auth confirm the token.
  await supabase.auth.getUser();

  // Return this response object (or copy its cookies onto yours): a fresh NextResponse would drop the new
  // cookies, and the browser would keep presenting a refresh token that has already been used.
  return response;
}

export const config = {
  // Every path except Next.js's build assets and images, which never need a session.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico)$).*)'],
};
