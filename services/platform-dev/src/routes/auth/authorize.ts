// GET /auth/v1/authorize shows the sign-in form of a PKCE flow; POST checks the credentials and sends the
// browser back to `redirect_to` with a one-time `code`. Every request parameter is checked on both. As the
// password grant: an address not confirmed yet does not sign in, and with --captcha the form needs the
// CAPTCHA token too.
import { type Context, Hono } from 'hono';
import { DEV_CAPTCHA_TOKEN } from '../../auth/captcha.ts';
import { emailPasswordMatches } from '../../auth/credentials.ts';
import { isS256Method, isValidChallenge } from '../../auth/pkce.ts';
import { randomToken, sha256 } from '../../auth/random.ts';
import type { RateLimiter } from '../../auth/rate-limit.ts';
import { checkRedirect } from '../../auth/redirect-allow-list.ts';
import type { SignInBackoff } from '../../auth/sign-in-backoff.ts';
import type { AllowedOrigin } from '../../config.ts';
import { insertAuthCode } from '../../data/auth-codes.ts';
import type { Queryable } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { clientIp } from '../../http/client-ip.ts';
import { errorPage } from '../../pages/error-page.ts';
import { signInPage } from '../../pages/sign-in-page.ts';

const CODE_LIFETIME_SECONDS = 300;

type FlowCheck =
  | {
      ok: true;
      returnTo: URL;
      flow: { provider: string; redirect_to: string; code_challenge: string; code_challenge_method: string };
    }
  | { ok: false; reason: string };

function checkFlow(params: Record<string, string | undefined>, allowList: AllowedOrigin[]): FlowCheck {
  const provider = params.provider ?? 'platform';
  if (provider !== 'platform')
    return { ok: false, reason: 'This server only signs in with the "platform" provider.' };
  const redirect = checkRedirect(params.redirect_to, allowList);
  if (!redirect.ok) return redirect;
  if (!isS256Method(params.code_challenge_method)) {
    return { ok: false, reason: 'Sign-in needs PKCE with code_challenge_method S256.' };
  }
  if (!isValidChallenge(params.code_challenge)) {
    return { ok: false, reason: 'The code_challenge is missing or is not an S256 challenge.' };
  }
  return {
    ok: true,
    returnTo: redirect.url,
    flow: {
      provider,
      redirect_to: redirect.url.href,
      code_challenge: params.code_challenge,
      code_challenge_method: 's256',
    },
  };
}

/** A form post from another site (login CSRF) is refused; browsers say where a post came from. */
function isCrossSite(c: Context): boolean {
  // Fetch metadata decides when the browser sends it: this page's `Referrer-Policy: no-referrer` makes
  // Chromium send `Origin: null` for its own form, so the Origin check is only the fallback.
  const site = c.req.header('Sec-Fetch-Site');
  if (site !== undefined) return site !== 'same-origin';
  const origin = c.req.header('Origin');
  return origin !== undefined && origin !== new URL(c.req.url).origin;
}

export interface AuthorizeLimits {
  /** Password checks per client IP: the token endpoint's limiter, so the form is no way around it. */
  perIp: RateLimiter;
  perAccount: SignInBackoff;
}

export function authorizeRoutes(
  db: Queryable,
  allowList: AllowedOrigin[],
  limits: AuthorizeLimits,
  captcha = false,
) {
  const formAction = ["'self'", ...new Set(allowList.map((entry) => entry.origin))].join(' ');
  const htmlHeaders = {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
  };
  const respond = (c: Context, status: 200 | 400 | 401 | 403 | 429, body: string) =>
    c.html(body, status, htmlHeaders);

  return new Hono<AppEnv>()
    .get('/auth/v1/authorize', (c) => {
      const check = checkFlow(c.req.query(), allowList);
      if (!check.ok) return respond(c, 400, errorPage(check.reason));
      return respond(c, 200, signInPage({ ...check, captcha }));
    })
    .post('/auth/v1/authorize', async (c) => {
      if (isCrossSite(c)) return respond(c, 403, errorPage('This form can only be sent from its own page.'));
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : undefined);
      const check = checkFlow(
        {
          provider: field('provider'),
          redirect_to: field('redirect_to'),
          code_challenge: field('code_challenge'),
          code_challenge_method: field('code_challenge_method'),
        },
        allowList,
      );
      if (!check.ok) return respond(c, 400, errorPage(check.reason));

      const email = field('email') ?? '';
      const password = field('password') ?? '';
      const shownEmail = email.slice(0, 320);
      const shown = { ...check, captcha, email: shownEmail };
      // Before anything is counted or hashed, as checkCaptcha on the JSON routes.
      if (captcha && field('captcha_token') !== DEV_CAPTCHA_TOKEN) {
        return respond(
          c,
          400,
          signInPage({ ...shown, error: 'Complete the CAPTCHA check, then try again.' }),
        );
      }
      const plausible = email && password && email.length <= 320 && password.length <= 1024;
      if (!plausible) {
        return respond(c, 401, signInPage({ ...shown, error: 'Wrong email or password. Try again.' }));
      }
      // Counted before the hash is computed, with the token endpoint's numbers (per IP) and a per-account
      // backoff; the wait is shown in words and in Retry-After.
      const account = email.trim().toLowerCase();
      const wait = limits.perIp.take(clientIp(c)) || limits.perAccount.wait(account);
      if (wait > 0) {
        c.header('Retry-After', String(wait));
        const unit = wait === 1 ? 'second' : 'seconds';
        return respond(
          c,
          429,
          signInPage({
            ...shown,
            error: `Too many sign-in attempts. Wait ${wait} ${unit}, then try again.`,
          }),
        );
      }
      const match = await emailPasswordMatches(db, email, password);
      if (!match) {
        limits.perAccount.failed(account);
        return respond(c, 401, signInPage({ ...shown, error: 'Wrong email or password. Try again.' }));
      }
      limits.perAccount.succeeded(account);
      if (!match.confirmed) {
        const error =
          'This email address is not confirmed yet: follow the link in the confirmation mail first.';
        return respond(c, 403, signInPage({ ...shown, error }));
      }
      const { userId } = match;

      const code = randomToken();
      await insertAuthCode(db, {
        hash: sha256(code),
        userId,
        challenge: check.flow.code_challenge,
        lifetimeSeconds: CODE_LIFETIME_SECONDS,
      });
      const target = new URL(check.returnTo);
      target.searchParams.set('code', code);
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
      return c.redirect(target.href, 303);
    });
}
