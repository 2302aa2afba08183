// /auth/v1/verify for mailed links and codes. GET is where a mailed link points: it redirects to the link's
// `redirect_to` with `?code=` (PKCE flow) or with the session in the fragment (implicit flow), and puts an
// error where GoTrue does (fragment; query too for PKCE). POST takes `{ email, token, type }` or
// `{ token_hash, type }` and answers with a session. Texted codes (`type: "sms"`) go on to the phone routes.
import { Hono, type Next } from 'hono';
import { requireEmail } from '../../auth/email-address.ts';
import { siteUrl } from '../../auth/email-flow-params.ts';
import type { EmailSecrets } from '../../auth/email-secrets.ts';
import {
  AMR_METHOD,
  applyEmailToken,
  emailLinkInvalid,
  VERIFY_KINDS,
} from '../../auth/email-verification.ts';
import { randomToken, sha256 } from '../../auth/random.ts';
import { emailCodeMaxWrong, type RateLimiter, refuseOverLimit } from '../../auth/rate-limit.ts';
import { checkRedirect } from '../../auth/redirect-allow-list.ts';
import { startSession } from '../../auth/sessions.ts';
import type { TokenService } from '../../auth/tokens.ts';
import type { AllowedOrigin } from '../../config.ts';
import { insertAuthCode } from '../../data/auth-codes.ts';
import {
  consumeEmailCode,
  consumeLinkToken,
  countWrongEmailCode,
  type EmailTokenRow,
} from '../../data/email-tokens.ts';
import type { Database } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { clientIp } from '../../http/client-ip.ts';
import { HttpError } from '../../http/errors.ts';
import { readJsonObject } from '../../http/read-json.ts';

const AUTH_CODE_LIFETIME_SECONDS = 300;
const MAX_TOKEN_LENGTH = 256;
// GoTrue's OAuth error for each status, as its redirects carry it.
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  403: 'access_denied',
  500: 'server_error',
};

export interface EmailVerifyOptions {
  db: Database;
  tokens: TokenService;
  secrets: EmailSecrets;
  /** /verify requests per IP, shared with texted codes. */
  verifyLimiter: RateLimiter;
  /** Mailed codes tried per address, from any client (GoTrue counts per IP only). */
  codeLimiter: RateLimiter;
  allowList: AllowedOrigin[];
}

const PHONE_TYPES = new Set(['sms', 'phone_change']);

export function emailVerifyRoutes(options: EmailVerifyOptions) {
  const { db, tokens, secrets, verifyLimiter, codeLimiter, allowList } = options;

  function kindsOf(type: unknown) {
    const kinds = typeof type === 'string' ? VERIFY_KINDS[type] : undefined;
    if (!kinds) {
      throw new HttpError(400, 'Unsupported verification type', { code: 'validation_failed' });
    }
    return kinds;
  }

  /** Where an error goes when the token gave no address: the link's own redirect_to if allowed, else the site. */
  function fallbackRedirect(given: string | undefined): string {
    const check = checkRedirect(given, allowList);
    return check.ok ? check.url.href : siteUrl(allowList);
  }

  function errorRedirect(target: string, error: HttpError, pkce: boolean): string {
    const url = new URL(target);
    const params = new URLSearchParams();
    params.set('error', OAUTH_ERRORS[error.status] ?? 'invalid_request');
    params.set('error_code', error.options.code ?? 'unexpected_failure');
    params.set('error_description', error.publicMessage);
    if (pkce) for (const [key, value] of params) url.searchParams.set(key, value);
    params.set('sb', '');
    url.hash = params.toString();
    return url.href;
  }

  async function useLink(token: string, type: string): Promise<{ row: EmailTokenRow; userId: string }> {
    const kinds = kindsOf(type);
    return db.transaction(async (tx) => {
      const row = token ? await consumeLinkToken(tx, secrets.hashLinkToken(token), kinds) : null;
      if (!row) throw emailLinkInvalid();
      return { row, userId: await applyEmailToken(tx, row) };
    });
  }

  return new Hono<AppEnv>()
    .get('/auth/v1/verify', async (c) => {
      refuseOverLimit(verifyLimiter.take(clientIp(c)));
      const query = c.req.query();
      const type = query.type ?? '';
      const token = (query.token ?? '').slice(0, MAX_TOKEN_LENGTH);
      if (!token)
        throw new HttpError(400, 'Verify requires a token or a token hash', { code: 'validation_failed' });
      kindsOf(type);
      const pkce = token.startsWith('pkce_');
      c.header('Referrer-Policy', 'no-referrer');
      let used: { row: EmailTokenRow; userId: string };
      try {
        used = await useLink(token, type);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return c.redirect(errorRedirect(fallbackRedirect(query.redirect_to), error, pkce), 303);
      }
      const { row, userId } = used;
      const target = new URL(row.redirect_to);
      const method = AMR_METHOD[row.kind];
      if (row.code_challenge) {
        const code = randomToken();
        await insertAuthCode(db, {
          hash: sha256(code),
          userId,
          challenge: row.code_challenge,
          lifetimeSeconds: AUTH_CODE_LIFETIME_SECONDS,
          method,
        });
        target.searchParams.set('code', code);
      } else {
        const session = await startSession(db, tokens, userId, method);
        target.hash = new URLSearchParams({
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: session.token_type,
          type,
        }).toString();
      }
      return c.redirect(target.href, 303);
    })

    .post('/auth/v1/verify', async (c, next: Next) => {
      const json = await readJsonObject(c);
      if (typeof json.type === 'string' && PHONE_TYPES.has(json.type)) return next();
      refuseOverLimit(verifyLimiter.take(clientIp(c)));
      const kinds = kindsOf(json.type);
      let row: EmailTokenRow | null;
      let userId: string;
      if (typeof json.token_hash === 'string' && json.token_hash !== '') {
        ({ row, userId } = await useLink(json.token_hash.slice(0, MAX_TOKEN_LENGTH), json.type as string));
      } else {
        const email = requireEmail(json.email);
        refuseOverLimit(codeLimiter.take(email));
        const code = typeof json.token === 'string' && json.token.length <= 32 ? json.token : '';
        const used = await db.transaction(async (tx) => {
          const hash = secrets.hashCode(email, code);
          const found = code ? await consumeEmailCode(tx, email, hash, kinds, emailCodeMaxWrong) : null;
          return found ? { row: found, userId: await applyEmailToken(tx, found) } : null;
        });
        if (!used) {
          // Counted apart from the refused request, and void after too many wrong codes (GoTrue has no such
          // count): the code cannot be guessed from several addresses within its hour.
          await countWrongEmailCode(db, email, kinds, emailCodeMaxWrong);
          throw new HttpError(403, 'Token has expired or is invalid', { code: 'otp_expired' });
        }
        ({ row, userId } = used);
      }
      return c.json(await startSession(db, tokens, userId, AMR_METHOD[row.kind]));
    });
}
