// POST /auth/v1/token?grant_type=password|refresh_token|pkce: GoTrue's token endpoint, rate limited per IP.
// The password grant takes an email or a phone number (the latter must have been confirmed by a texted code).
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { checkCaptcha } from '../../auth/captcha.ts';
import { emailPasswordMatches, phonePasswordMatches } from '../../auth/credentials.ts';
import { requirePhone } from '../../auth/phone.ts';
import type { RateLimiter } from '../../auth/rate-limit.ts';
import type { SessionCheck } from '../../auth/session-check.ts';
import { exchangeCode, refreshSession, startSession } from '../../auth/sessions.ts';
import { createSignInBackoff, type SignInBackoff } from '../../auth/sign-in-backoff.ts';
import type { TokenService } from '../../auth/tokens.ts';
import type { Database } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { clientIp } from '../../http/client-ip.ts';
import { HttpError } from '../../http/errors.ts';

const passwordGrant = z.object({ email: z.string().min(1).max(320), password: z.string().min(1).max(1024) });
const phonePasswordGrant = z.object({ phone: z.string().min(1), password: z.string().min(1).max(1024) });
const refreshGrant = z.object({ refresh_token: z.string().min(1).max(512) });
const pkceGrant = z.object({
  auth_code: z.string().min(1).max(512),
  code_verifier: z.string().min(1).max(512),
});

const invalidGrant = (message: string, code: string) =>
  new HttpError(400, message, { code, oauthError: 'invalid_grant' });

async function json(c: Context): Promise<unknown> {
  return c.req.json().catch(() => {
    throw new HttpError(400, 'The request body must be JSON', {
      code: 'validation_failed',
      oauthError: 'invalid_request',
    });
  });
}

async function body<T>(c: Context, schema: z.ZodType<T>, missing: string, raw?: unknown): Promise<T> {
  const parsed = schema.safeParse(raw ?? (await json(c)));
  if (!parsed.success)
    throw new HttpError(400, missing, { code: 'validation_failed', oauthError: 'invalid_request' });
  return parsed.data;
}

export function tokenRoutes(
  db: Database,
  tokens: TokenService,
  limiter: RateLimiter,
  sessions: SessionCheck,
  captcha = false,
  /** Per-account backoff after wrong passwords, shared with the sign-in form. */
  backoff: SignInBackoff = createSignInBackoff(),
) {
  const tooMany = (retryAfter: number) =>
    new HttpError(429, 'Request rate limit reached', {
      code: 'over_request_rate_limit',
      oauthError: 'too_many_requests',
      retryAfter,
    });
  /** Checks a password through the account's backoff: refused while it waits, counted when wrong. */
  async function guarded<T>(account: string, check: () => Promise<T | null>): Promise<T | null> {
    const wait = backoff.wait(account);
    if (wait > 0) throw tooMany(wait);
    const result = await check();
    if (result === null) backoff.failed(account);
    else backoff.succeeded(account);
    return result;
  }

  return new Hono<AppEnv>().post('/auth/v1/token', async (c) => {
    const retryAfter = limiter.take(clientIp(c));
    if (retryAfter > 0) throw tooMany(retryAfter);

    const grantType = c.req.query('grant_type');
    if (grantType === 'password') {
      const raw = await json(c);
      checkCaptcha(captcha, raw);
      if (typeof raw === 'object' && raw !== null && 'phone' in raw && !('email' in raw)) {
        const grant = await body(c, phonePasswordGrant, 'A phone number and a password are required', raw);
        const phone = requirePhone(grant.phone);
        const match = await guarded(`phone:${phone}`, () => phonePasswordMatches(db, phone, grant.password));
        if (!match) throw invalidGrant('Invalid login credentials', 'invalid_credentials');
        if (!match.confirmed) throw invalidGrant('Phone not confirmed', 'phone_not_confirmed');
        return c.json(await startSession(db, tokens, match.userId));
      }
      const { email, password } = await body(c, passwordGrant, 'An email and a password are required', raw);
      const match = await guarded(email.trim().toLowerCase(), () =>
        emailPasswordMatches(db, email, password),
      );
      if (!match) throw invalidGrant('Invalid login credentials', 'invalid_credentials');
      if (!match.confirmed) throw invalidGrant('Email not confirmed', 'email_not_confirmed');
      return c.json(await startSession(db, tokens, match.userId));
    }

    if (grantType === 'refresh_token') {
      const { refresh_token } = await body(c, refreshGrant, 'A refresh_token is required');
      const result = await refreshSession(db, tokens, refresh_token);
      if (result.ok) return c.json(result.session);
      if (result.reason === 'reused') {
        sessions.forgetAll();
        throw invalidGrant('Invalid Refresh Token: Already Used', 'refresh_token_already_used');
      }
      if (result.reason === 'revoked')
        throw invalidGrant('Invalid Refresh Token: Session Expired', 'session_expired');
      throw invalidGrant('Invalid Refresh Token: Refresh Token Not Found', 'refresh_token_not_found');
    }

    if (grantType === 'pkce') {
      const { auth_code, code_verifier } = await body(
        c,
        pkceGrant,
        'auth_code and code_verifier are required',
      );
      const result = await exchangeCode(db, auth_code, code_verifier);
      if (!result.ok && result.reason === 'verifier') {
        throw invalidGrant(
          'code challenge does not match previously saved code verifier',
          'bad_code_verifier',
        );
      }
      if (!result.ok) {
        // GoTrue answers an unknown auth code with 404 (internal/api/token.go), not the grant errors' 400.
        throw new HttpError(404, 'invalid flow state, no valid flow state found', {
          code: 'flow_state_not_found',
          oauthError: 'invalid_grant',
        });
      }
      return c.json(await startSession(db, tokens, result.userId, result.method));
    }

    throw new HttpError(400, 'Unsupported grant_type: use password, refresh_token or pkce', {
      code: 'validation_failed',
      oauthError: 'unsupported_grant_type',
    });
  });
}
