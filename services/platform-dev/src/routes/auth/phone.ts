// Phone sign-in, as GoTrue answers it: POST /auth/v1/otp texts a one-time code (creating the user unless
// `create_user` is false), POST /auth/v1/verify with `type: "sms"` trades the code for a session and confirms
// the number, POST /auth/v1/signup with a phone and password creates an unconfirmed user and texts the code
// that confirms it. Texts go to the dev outbox (see sms-outbox.ts); the code itself is never logged.
import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { checkCaptcha } from '../../auth/captcha.ts';
import { gotrueUser } from '../../auth/gotrue-shapes.ts';
import { requireNewPassword } from '../../auth/password-rules.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { requirePhone } from '../../auth/phone.ts';
import { randomToken } from '../../auth/random.ts';
import {
  createRateLimiter,
  type RateLimiter,
  refuseOverLimit,
  smsPerClientLimit,
  smsPerNumberLimit,
  smsResendWindowSeconds,
} from '../../auth/rate-limit.ts';
import { startSession } from '../../auth/sessions.ts';
import { generateSmsCode, type SmsCodeHasher } from '../../auth/sms-codes.ts';
import type { SmsOutbox } from '../../auth/sms-outbox.ts';
import type { TokenService } from '../../auth/tokens.ts';
import { consumeCode, secondsUntilResend, storeCode } from '../../data/phone-otps.ts';
import {
  confirmPhone,
  findUserByPhone,
  insertPhoneUser,
  setUnconfirmedPhonePassword,
  type UserRow,
} from '../../data/users.ts';
import type { Database } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { clientIp } from '../../http/client-ip.ts';
import { HttpError } from '../../http/errors.ts';
import { readJsonObject } from '../../http/read-json.ts';

/** How long a texted code works: GoTrue's default `sms_otp_exp`, 60 seconds. */
export const SMS_CODE_LIFETIME_SECONDS = 60;

export interface PhoneRouteOptions {
  db: Database;
  tokens: TokenService;
  hashCode: SmsCodeHasher;
  outbox: SmsOutbox;
  /** Texts per project (one bucket for the whole server). */
  smsLimiter: RateLimiter;
  /** /verify requests per IP. */
  verifyLimiter: RateLimiter;
  /** /otp requests with create_user false, per IP (shared with email addresses). */
  noSignUpLimiter: RateLimiter;
  captcha: boolean;
  /** Texts per number per hour (default: platform-dev-limits.json `smsPerNumber`). */
  numberLimiter?: RateLimiter;
  /** Texts per client IP per hour (default: platform-dev-limits.json `smsPerClient`). */
  clientLimiter?: RateLimiter;
}

const validation = (message: string) => new HttpError(400, message, { code: 'validation_failed' });
const invalidCode = () => new HttpError(403, 'Token has expired or is invalid', { code: 'otp_expired' });
const tooSoon = (seconds: number) =>
  new HttpError(429, `For security purposes, you can only request this after ${seconds} seconds.`, {
    code: 'over_sms_send_rate_limit',
    retryAfter: seconds,
  });

/** A made-up user for a sign-up answer that must not tell whether the number has an account. */
function lookalike(phone: string): UserRow {
  const now = new Date();
  return {
    id: randomUUID(),
    email: null,
    phone,
    phone_confirmed_at: null,
    created_at: now,
    updated_at: now,
    last_sign_in_at: null,
  };
}

function phoneOnly(json: Record<string, unknown>): void {
  if (typeof json.email === 'string' && json.email !== '') {
    throw validation('Email sign-in is not supported on this route by platform-dev; use a phone number');
  }
  if (json.channel !== undefined && json.channel !== 'sms') {
    throw validation("Invalid channel: platform-dev sends codes by 'sms' only");
  }
}

export function phoneRoutes(options: PhoneRouteOptions) {
  const { db, tokens, hashCode, outbox, smsLimiter, verifyLimiter, noSignUpLimiter, captcha } = options;
  const numberLimiter = options.numberLimiter ?? createRateLimiter(smsPerNumberLimit);
  const clientLimiter = options.clientLimiter ?? createRateLimiter(smsPerClientLimit);
  const overLimit = (retryAfter: number) =>
    new HttpError(429, 'SMS rate limit exceeded', { code: 'over_sms_send_rate_limit', retryAfter });

  /**
   * Refuses a text over the client's hourly share, inside the number's resend window, over the number's
   * hourly limit or over the project's; otherwise one text is counted everywhere.
   */
  async function mayText(c: Context<AppEnv>, phone: string): Promise<void> {
    const clientWait = clientLimiter.take(clientIp(c));
    if (clientWait > 0) throw overLimit(clientWait);
    const wait = await secondsUntilResend(db, phone, smsResendWindowSeconds);
    if (wait > 0) throw tooSoon(wait);
    const numberWait = numberLimiter.take(phone);
    if (numberWait > 0) throw tooSoon(numberWait);
    const retryAfter = smsLimiter.take('project');
    if (retryAfter > 0) throw overLimit(retryAfter);
  }

  /** `keepsPassword`: the code confirms a sign-up with a password (see confirmPhone). */
  async function text(phone: string, keepsPassword: boolean): Promise<void> {
    const code = generateSmsCode();
    const stored = await storeCode(db, {
      phone,
      hash: hashCode(phone, code),
      lifetimeSeconds: SMS_CODE_LIFETIME_SECONDS,
      windowSeconds: smsResendWindowSeconds,
      keepsPassword,
    });
    // Another request texted this number in the meantime.
    if (!stored) throw tooSoon(smsResendWindowSeconds);
    outbox.deliver(phone, code);
  }

  async function userFor(phone: string, passwordHash: string | null): Promise<UserRow> {
    const created = await insertPhoneUser(db, { id: randomUUID(), phone, passwordHash });
    if (created) return created;
    // Created by a concurrent request a moment ago.
    const existing = await findUserByPhone(db, phone);
    if (!existing) throw new Error('phone user vanished');
    return existing;
  }

  return new Hono<AppEnv>()
    .post('/auth/v1/otp', async (c) => {
      const json = await readJsonObject(c);
      checkCaptcha(captcha, json);
      phoneOnly(json);
      const phone = requirePhone(json.phone);
      if (json.create_user === false) refuseOverLimit(noSignUpLimiter.take(clientIp(c)));
      const existing = await findUserByPhone(db, phone);
      if (!existing && json.create_user === false) {
        throw new HttpError(422, 'Signups not allowed for otp', { code: 'otp_disabled' });
      }
      await mayText(c, phone);
      if (!existing) await userFor(phone, null);
      await text(phone, false);
      return c.json({});
    })

    .post('/auth/v1/verify', async (c) => verify(c))

    .post('/auth/v1/signup', async (c) => {
      const json = await readJsonObject(c);
      checkCaptcha(captcha, json);
      phoneOnly(json);
      const phone = requirePhone(json.phone);
      // A missing password is a short one, as GoTrue answers a phone sign-up without one.
      const password = requireNewPassword(typeof json.password === 'string' ? json.password : '');
      const existing = await findUserByPhone(db, phone);
      // A confirmed number goes through the same limits and the same password hash as a new one, and
      // takes its resend window, so neither the answer, nor the next answer, nor the time tells them apart.
      await mayText(c, phone);
      const passwordHash = await hashPassword(password);
      if (existing?.phone_confirmed_at) {
        // As GoTrue with confirmations on: the answer looks like a new sign-up; nothing is texted and the
        // account is unchanged. The stored "code" is a random token no 6-digit code can match.
        await storeCode(db, {
          phone,
          hash: hashCode(phone, randomToken()),
          lifetimeSeconds: SMS_CODE_LIFETIME_SECONDS,
          windowSeconds: smsResendWindowSeconds,
          keepsPassword: false,
        });
        return c.json(gotrueUser(lookalike(phone)));
      }
      let user: UserRow;
      if (existing) {
        await setUnconfirmedPhonePassword(db, existing.id, passwordHash);
        user = existing;
      } else {
        user = await userFor(phone, passwordHash);
      }
      await text(phone, true);
      // Only a new account answers with its own id; a repeat for an unconfirmed number looks like the answer
      // for a confirmed one (fresh id, this moment), so neither tells which numbers have accounts.
      return c.json(gotrueUser(existing ? lookalike(phone) : user));
    });

  async function verify(c: Context<AppEnv>) {
    const retryAfter = verifyLimiter.take(clientIp(c));
    if (retryAfter > 0) {
      throw new HttpError(429, 'Request rate limit reached', { code: 'over_request_rate_limit', retryAfter });
    }
    const json = await readJsonObject(c);
    if (json.type !== 'sms') {
      throw validation('platform-dev verifies only texted codes: send { phone, token, type: "sms" }');
    }
    const phone = requirePhone(json.phone);
    const token = typeof json.token === 'string' && json.token.length <= 32 ? json.token : '';
    const userId = await db.transaction(async (tx) => {
      const used = await consumeCode(tx, phone, hashCode(phone, token));
      if (!used) return null;
      return confirmPhone(tx, phone, used.keepsPassword);
    });
    if (!userId) throw invalidCode();
    return c.json(await startSession(db, tokens, userId));
  }
}
