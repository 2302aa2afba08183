import { createServerClient, parseCookieHeader, serializeCookieHeader } from '@supabase/ssr';

/**
 * A Supabase client for one request, and the response headers it collects: the refreshed session's
 * Set-Cookie lines and the no-cache headers. Every loader or action that uses the client must return these
 * `headers` with its response (data, redirect or error), or the browser keeps the old cookies.
 */
export function createSupabaseServerClient(request: Request) {
  const headers = new Headers();
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
  return { supabase, headers };
}

function env(name: 'SUPABASE_URL' | 'SUPABASE_ANON_KEY'): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} in .env (your project's API settings show it).`);
  return value;
}
