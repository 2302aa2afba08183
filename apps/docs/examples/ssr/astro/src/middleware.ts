import { createServerClient, parseCookieHeader } from '@supabase/ssr';
import type { MiddlewareHandler } from 'astro';

/**
 * Runs before every page and endpoint rendered on demand: gives the request a Supabase client that reads the
 * request's cookies and writes through Astro's `cookies` API, refreshes an expired session, and puts the
 * user that Auth confirmed in `locals.user`. (Prerendered pages have no request cookies and no user.)
 */
export const onRequest: MiddlewareHandler = async (context, next) => {
  const cacheHeaders: Record<string, string> = {};
  const supabase = createServerClient(
    import.meta.env.PUBLIC_SUPABASE_URL,
    import.meta.env.PUBLIC_SUPABASE_ANON_KEY,
    {
      cookies: {
        // Astro's cookies API reads one cookie by name; the client needs all of them.
        getAll: () =>
          parseCookieHeader(context.request.headers.get('Cookie') ?? '').map(({ name, value }) => ({
            name,
            value: value ?? '',
          })),
        setAll: (cookiesToSet, headers) => {
          for (const { name, value, options } of cookiesToSet) context.cookies.set(name, value, options);
          Object.assign(cacheHeaders, headers);
        },
      },
    },
  );
  context.locals.supabase = supabase;

  // Refreshes the tokens if the access token has expired (setAll writes the new cookies), then has Auth
  // confirm the token. A cookie that Auth does not accept leaves `user` null.
  const {
    data: { user },
  } = await supabase.auth.getUser();
  context.locals.user = user;

  const response = await next();
  // A response that sets session cookies must never be stored by a shared cache.
  for (const [name, value] of Object.entries(cacheHeaders)) response.headers.set(name, value);
  return response;
};
