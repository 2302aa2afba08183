import { createServerClient } from '@supabase/ssr';
import type { Handle } from '@sveltejs/kit';
import { env } from '$env/dynamic/public';

/**
 * Runs on every request before any load function or endpoint: gives the request a Supabase client that reads
 * and writes cookies through SvelteKit's `cookies` API, refreshes an expired session, and puts the user that
 * Auth confirmed in `locals.user` for load functions, actions and endpoints.
 */
export const handle: Handle = async ({ event, resolve }) => {
  let cacheHeadersSet = false;
  event.locals.supabase = createServerClient(
    env.PUBLIC_SUPABASE_URL ?? '',
    env.PUBLIC_SUPABASE_ANON_KEY ?? '',
    {
      cookies: {
        getAll: () => event.cookies.getAll(),
        setAll: (cookiesToSet, headers) => {
          // SvelteKit requires an explicit path; '/' lets every page read the session.
          for (const { name, value, options } of cookiesToSet) {
            event.cookies.set(name, value, { ...options, path: '/' });
          }
          // setHeaders refuses a header it has already set, and one request may write cookies twice (a refresh
          // here, a sign-out in an action): the no-cache headers are the same each time, so set them once.
          if (!cacheHeadersSet) {
            event.setHeaders(headers);
            cacheHeadersSet = true;
          }
        },
      },
    },
  );

  // Refreshes the tokens if the access token has expired (setAll writes the new cookies), then has Auth
  // confirm the token. A cookie that Auth does not accept leaves `user` null.
  const {
    data: { user },
  } = await event.locals.supabase.auth.getUser();
  event.locals.user = user;

  return resolve(event, {
    // Pages that load data with supabase-js on the server hand those responses to the browser; these are the
    // headers supabase-js reads there.
    filterSerializedResponseHeaders: (name) => name === 'content-range' || name === 'x-supabase-api-version',
  });
};
