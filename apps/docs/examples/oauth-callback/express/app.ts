import { createServerClient, parseCookieHeader, serializeCookieHeader } from '@supabase/ssr';
import express from 'express';
import { safeNextPath } from './safe-next-path';

export const app = express();

/**
 * GET /auth/callback?code=…&next=/account — where the provider sends the user back. Exchanges the one-time
 * code for a session (the PKCE verifier comes from the cookie set when sign-in started), stores the session
 * in cookies, and sends the user on to `next`, or to /auth/auth-code-error if it fails.
 */
app.get('/auth/callback', async (req, res) => {
  const code = typeof req.query.code === 'string' ? req.query.code : null;
  const next = safeNextPath(typeof req.query.next === 'string' ? req.query.next : null);

  if (code) {
    const supabase = createServerClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
      cookies: {
        getAll: () =>
          parseCookieHeader(req.headers.cookie ?? '').map(({ name, value }) => ({
            name,
            value: value ?? '',
          })),
        setAll: (cookies, headers) => {
          for (const { name, value, options } of cookies) {
            res.append('Set-Cookie', serializeCookieHeader(name, value, options));
          }
          res.set(headers);
        },
      },
    });
    const { error } = await supabase.auth.exchangeCodeForSession(code);
    if (!error) {
      res.redirect(303, next);
      return;
    }
  }
  res.redirect(303, '/auth/auth-code-error');
});

app.get('/auth/auth-code-error', (_req, res) => {
  res
    .type('html')
    .send(
      '<!doctype html><title>Sign-in failed</title><h1>Sign-in failed</h1>' +
        '<p>The sign-in link was already used, has expired, or was opened in another browser.</p>' +
        '<p><a href="/login">Try again</a></p>',
    );
});

function env(name: 'SUPABASE_URL' | 'SUPABASE_ANON_KEY'): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} (your project's API settings show it).`);
  return value;
}
