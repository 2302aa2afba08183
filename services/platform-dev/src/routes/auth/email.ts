// Email sign-up and sign-in as GoTrue answers them: POST /auth/v1/signup with an email and password (a
// confirmation mail), or with neither email nor phone (an anonymous user); POST /auth/v1/otp with an email (a
// magic link and a 6-digit code); POST /auth/v1/recover (a password-reset mail); POST /auth/v1/resend. A
// request with a phone number goes on to the phone routes. Answers do not tell whether an address has an
// account: the same body, the same limits and the same hashing work either way.
import { randomUUID } from 'node:crypto';
import { type Context, Hono, type Next } from 'hono';
import { checkCaptcha } from '../../auth/captcha.ts';
import { requireEmail } from '../../auth/email-address.ts';
import { challengeFor, metadataFrom, redirectFor } from '../../auth/email-flow-params.ts';
import { gotrueUser } from '../../auth/gotrue-shapes.ts';
import type { Mailer } from '../../auth/mailer.ts';
import { requireNewPassword } from '../../auth/password-rules.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { type RateLimiter, refuseOverLimit } from '../../auth/rate-limit.ts';
import { startSession } from '../../auth/sessions.ts';
import type { TokenService } from '../../auth/tokens.ts';
import type { AllowedOrigin } from '../../config.ts';
import type { EmailTokenKind } from '../../data/email-tokens.ts';
import { insertAnonymousUser, insertEmailUser, updateUnconfirmedEmailUser } from '../../data/email-users.ts';
import { findUserByEmail, type UserRow } from '../../data/users.ts';
import type { Database } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { clientIp } from '../../http/client-ip.ts';
import { HttpError } from '../../http/errors.ts';
import { readJsonObject } from '../../http/read-json.ts';

export interface EmailRouteOptions {
  db: Database;
  tokens: TokenService;
  mailer: Mailer;
  /** Mails of /signup, /recover, /resend and PUT /user, per project. */
  emailLimiter: RateLimiter;
  /** Requests of /otp, per project (shared with texted codes). */
  otpLimiter: RateLimiter;
  /** Anonymous sign-ins, per IP. */
  anonymousLimiter: RateLimiter;
  /** /otp requests with create_user false, per IP (shared with phone numbers). */
  noSignUpLimiter: RateLimiter;
  allowList: AllowedOrigin[];
  captcha: boolean;
  /** This server's own address, for mailed links (never the request's). */
  apiUrl: string;
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';
const isPhoneRequest = (json: Record<string, unknown>) => present(json.phone) && !present(json.email);

export function emailRoutes(options: EmailRouteOptions) {
  const { db, tokens, mailer, emailLimiter, otpLimiter, anonymousLimiter, noSignUpLimiter, allowList } =
    options;
  const { captcha, apiUrl } = options;

  /** A made-up user for a sign-up of an address that already has an account: looks new, is not stored. */
  function lookalike(email: string, metadata: Record<string, unknown>): UserRow {
    const now = new Date();
    return {
      id: randomUUID(),
      email,
      phone: null,
      phone_confirmed_at: null,
      created_at: now,
      updated_at: now,
      last_sign_in_at: null,
      user_metadata: metadata,
    };
  }

  /**
   * Mails `kind` to `to` for the user, or, with no user to mail, does the same hashing and database work and
   * mails nothing, so the answer takes about as long either way.
   */
  function mailOrNothing(
    mail: { user: UserRow | null | undefined; kind: EmailTokenKind; to: string; requestedBy: string },
    link: { redirectTo: string; codeChallenge: string | null },
  ) {
    const { user, kind, to, requestedBy } = mail;
    const { redirectTo, codeChallenge } = link;
    // A resent sign-up confirmation is still the confirmation of that sign-up's password.
    const keepsPassword = kind === 'signup';
    return db.transaction((tx) =>
      user
        ? mailer.send(tx, {
            userId: user.id,
            kind,
            to,
            codeChallenge,
            redirectTo,
            baseUrl: apiUrl,
            keepsPassword,
          })
        : mailer.sendNothing(tx, requestedBy),
    );
  }

  async function signUpWithEmail(c: Context<AppEnv>, json: Record<string, unknown>) {
    const email = requireEmail(json.email);
    const password = requireNewPassword(json.password);
    const metadata = metadataFrom(json);
    const redirectTo = redirectFor(c, json, allowList);
    const codeChallenge = challengeFor(json);
    const existing = await findUserByEmail(db, email);
    // Hashed on every path, so an existing account does not answer faster.
    const passwordHash = await hashPassword(password);
    await mailer.admit(email, 'signup', emailLimiter);
    if (existing?.email_confirmed_at) {
      await db.transaction((tx) => mailer.sendNothing(tx, email));
      return c.json(gotrueUser(lookalike(email, metadata)));
    }
    const user = await db.transaction(async (tx) => {
      const row = existing
        ? await updateUnconfirmedEmailUser(tx, existing.id, passwordHash, metadata)
        : await insertEmailUser(tx, { id: randomUUID(), email, passwordHash, metadata });
      // Null: confirmed or created a moment ago by another request; that one mails.
      if (row) {
        await mailer.send(tx, {
          userId: row.id,
          kind: 'signup',
          to: email,
          codeChallenge,
          redirectTo,
          baseUrl: apiUrl,
          keepsPassword: true,
        });
      }
      return row;
    });
    // Only a new account answers with its own id: a repeat for an unconfirmed address gets a fresh one and
    // the current time, like a confirmed address, so the answer does not tell them apart (GoTrue's signup.go
    // answers an unconfirmed repeat with the stored user).
    return c.json(gotrueUser(user && !existing ? user : lookalike(email, metadata)));
  }

  async function signInAnonymously(c: Context<AppEnv>, json: Record<string, unknown>) {
    const retryAfter = anonymousLimiter.take(clientIp(c));
    if (retryAfter > 0) {
      throw new HttpError(429, 'Request rate limit reached', { code: 'over_request_rate_limit', retryAfter });
    }
    const user = await insertAnonymousUser(db, { id: randomUUID(), metadata: metadataFrom(json) });
    return c.json(await startSession(db, tokens, user.id, 'anonymous'));
  }

  return new Hono<AppEnv>()
    .post('/auth/v1/signup', async (c, next: Next) => {
      const json = await readJsonObject(c);
      if (isPhoneRequest(json)) return next();
      checkCaptcha(captcha, json);
      if (!present(json.email) && !present(json.phone)) return signInAnonymously(c, json);
      return signUpWithEmail(c, json);
    })

    .post('/auth/v1/otp', async (c, next: Next) => {
      const json = await readJsonObject(c);
      if (isPhoneRequest(json) || !present(json.email)) return next();
      checkCaptcha(captcha, json);
      const email = requireEmail(json.email);
      const redirectTo = redirectFor(c, json, allowList);
      const codeChallenge = challengeFor(json);
      const metadata = metadataFrom(json);
      if (json.create_user === false) refuseOverLimit(noSignUpLimiter.take(clientIp(c)));
      const existing = await findUserByEmail(db, email);
      if (!existing && json.create_user === false) {
        throw new HttpError(422, 'Signups not allowed for otp', { code: 'otp_disabled' });
      }
      await mailer.admit(email, 'otp', otpLimiter);
      await db.transaction(async (tx) => {
        const user =
          existing ??
          (await insertEmailUser(tx, { id: randomUUID(), email, passwordHash: null, metadata })) ??
          (await findUserByEmail(tx, email));
        if (!user) throw new Error('email user vanished');
        await mailer.send(tx, {
          userId: user.id,
          // A new or unconfirmed address gets a confirmation; a confirmed one a magic link.
          kind: user.email_confirmed_at ? 'magiclink' : 'signup',
          to: email,
          codeChallenge,
          redirectTo,
          baseUrl: apiUrl,
        });
      });
      return c.json({});
    })

    .post('/auth/v1/recover', async (c) => {
      const json = await readJsonObject(c);
      checkCaptcha(captcha, json);
      if (!present(json.email)) {
        throw new HttpError(400, 'Password recovery requires an email', { code: 'validation_failed' });
      }
      const email = requireEmail(json.email);
      const link = { redirectTo: redirectFor(c, json, allowList), codeChallenge: challengeFor(json) };
      const user = await findUserByEmail(db, email);
      await mailer.admit(email, 'recovery', emailLimiter);
      await mailOrNothing({ user, kind: 'recovery', to: email, requestedBy: email }, link);
      return c.json({});
    })

    .post('/auth/v1/resend', async (c) => {
      const json = await readJsonObject(c);
      checkCaptcha(captcha, json);
      if (json.type !== 'signup' && json.type !== 'email_change') {
        throw new HttpError(400, 'platform-dev resends only mails: type must be signup or email_change', {
          code: 'validation_failed',
        });
      }
      const email = requireEmail(json.email);
      const link = { redirectTo: redirectFor(c, json, allowList), codeChallenge: challengeFor(json) };
      const user = await findUserByEmail(db, email);
      if (json.type === 'signup') {
        await mailer.admit(email, 'signup', emailLimiter);
        const unconfirmed = user && !user.email_confirmed_at ? user : null;
        await mailOrNothing({ user: unconfirmed, kind: 'signup', to: email, requestedBy: email }, link);
        return c.json({});
      }
      // An email change is resent to the new address the user asked for (`email` is the current one).
      await mailer.admit(email, 'email_change', emailLimiter);
      const newEmail = user?.new_email;
      const changing = user && newEmail ? user : null;
      await mailOrNothing(
        { user: changing, kind: 'email_change', to: newEmail ?? email, requestedBy: email },
        link,
      );
      return c.json({});
    });
}
