import { createServerClient, parseCookieHeader, serializeCookieHeader } from '@supabase/ssr';
import type { SupabaseClient, User } from '@supabase/supabase-js';
import type { RequestHandler } from 'express';

/** What the middleware leaves on `res.locals` for the routes after it. */
export interface SessionLocals {
  supabase: SupabaseClient;
  /** The user Auth confirmed for this request's cookies, or null when signed out. */
  user: User | null;
}

/**
 * Express middleware: gives each request a Supabase client that reads the Cookie header and writes Set-Cookie
 * headers, refreshes an expired session, and puts the confirmed user in `res.locals.user`. Register it before
 * your routes, so the new cookies are on the response before anything is sent.
 */
export function supabaseSession(): RequestHandler {
  return async (req, res, next) => {
    const supabase = createServerClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
      cookies: {
        getAll: () =>
          parseCookieHeader(req.headers.cookie ?? '').map(({ name, value }) => ({
            name,
            value: value ?? '',
          })),
        setAll: (cookiesToSet, headers) => {
          // serializeCookieHeader, not res.cookie(): Express reads maxAge in milliseconds, the client gives
          // seconds.
          for (const { name, value, options } of cookiesToSet) {
            res.append('Set-Cookie', serializeCookieHeader(name, value, options));
          }
          res.set(headers);
        },
      },
    });
    try {
      // Refreshes the tokens if the access token has expired (setAll writes the new cookies), then has Auth
      // confirm the token. A cookie that Auth does not accept leaves `user` null.
      const {
        data: { user },
      } = await supabase.auth.getUser();
      const locals: SessionLocals = { supabase, user };
      Object.assign(res.locals, locals);
      next();
    } catch (error) {
      next(error);
    }
  };
}

function env(name: 'SUPABASE_URL' | 'SUPABASE_ANON_KEY'): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} (your project's API settings show it).`);
  return value;
}
