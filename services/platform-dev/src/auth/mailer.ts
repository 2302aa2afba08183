// Sends the auth mails: checks the per-address window and the project's hourly bucket, stores the link's and
// the code's hashes, and hands the mail to the dev outbox. Links and codes are never logged.

import { claimRequest, secondsUntilRequest } from '../data/email-request-windows.ts';
import type { EmailTokenKind } from '../data/email-tokens.ts';
import { storeEmailToken } from '../data/email-tokens.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { EmailSecrets } from './email-secrets.ts';
import { composeMail } from './email-templates.ts';
import type { MailOutbox } from './mail-outbox.ts';
import type { RateLimiter } from './rate-limit.ts';

/** How long a mailed link or code works: one hour, the platform's default "Email OTP Expiration". */
const MAIL_LINK_LIFETIME_SECONDS = 3600;

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** What an address asked for, each with its own window. */
type MailPurpose = 'signup' | 'otp' | 'recovery' | 'email_change';

export interface Mailer {
  /**
   * Lets one request for `email` through, or throws GoTrue's 429: inside the address's window for `purpose`,
   * or over the project's hourly bucket. Called whether or not the address has an account.
   */
  admit(email: string, purpose: MailPurpose, bucket: RateLimiter): Promise<void>;
  send(
    db: Queryable,
    mail: {
      userId: string;
      kind: EmailTokenKind;
      to: string;
      codeChallenge: string | null;
      redirectTo: string;
      baseUrl: string;
      /** Only for the confirmation of a sign-up with a password (see confirmEmail). */
      keepsPassword?: boolean;
    },
  ): Promise<void>;
  /**
   * The same hashing and about the same database work as `send`, for a request that mails nothing (an
   * address without an account), so its answer takes about as long.
   */
  sendNothing(db: Queryable, to: string): Promise<void>;
}

export function createMailer(
  db: Queryable,
  secrets: EmailSecrets,
  outbox: MailOutbox,
  windowSeconds: number,
): Mailer {
  const tooSoon = (seconds: number) =>
    new HttpError(429, `For security purposes, you can only request this after ${seconds} seconds.`, {
      code: 'over_email_send_rate_limit',
      retryAfter: seconds,
    });

  return {
    async admit(email, purpose, bucket) {
      const wait = await secondsUntilRequest(db, email, purpose, windowSeconds);
      if (wait > 0) throw tooSoon(wait);
      const retryAfter = bucket.take('project');
      if (retryAfter > 0) {
        throw new HttpError(429, 'email rate limit exceeded', {
          code: 'over_email_send_rate_limit',
          retryAfter,
        });
      }
      // Another request for this address got in meanwhile.
      if (!(await claimRequest(db, email, purpose, windowSeconds))) throw tooSoon(windowSeconds);
    },

    async send(tx, mail) {
      const token = secrets.newLinkToken(mail.codeChallenge !== null);
      const code = secrets.newCode();
      await storeEmailToken(tx, {
        tokenHash: secrets.hashLinkToken(token),
        codeHash: secrets.hashCode(mail.to, code),
        userId: mail.userId,
        kind: mail.kind,
        email: mail.to,
        codeChallenge: mail.codeChallenge,
        redirectTo: mail.redirectTo,
        lifetimeSeconds: MAIL_LINK_LIFETIME_SECONDS,
        keepsPassword: mail.keepsPassword ?? false,
      });
      const link = new URL('/auth/v1/verify', mail.baseUrl);
      link.searchParams.set('token', token);
      link.searchParams.set('type', mail.kind);
      link.searchParams.set('redirect_to', mail.redirectTo);
      const content = composeMail(mail.kind, link.href, code, MAIL_LINK_LIFETIME_SECONDS / 60);
      outbox.deliver({ to: mail.to, ...content, link: link.href, code });
    },

    async sendNothing(tx, to) {
      const token = secrets.newLinkToken(false);
      secrets.hashLinkToken(token);
      secrets.hashCode(to, secrets.newCode());
      await tx.query('DELETE FROM email_tokens WHERE user_id = $1', [NIL_UUID]);
      await tx.query('SELECT 1 FROM email_tokens WHERE token_hash = $1', [token]);
    },
  };
}
