// PUT /auth/v1/user (signed in): a new password, user_metadata (`data`), or a new email address, which takes
// effect once the link mailed to it is followed (type email_change). An anonymous user becomes a permanent
// one that way. As GoTrue (internal/api/user.go, internal/models/user.go): a user with a verified factor
// changes the password or address only from an aal2 session, and a new password ends the user's other
// sessions and voids every link and code mailed before it.
import { Hono } from 'hono';
import { requireEmail } from '../../auth/email-address.ts';
import { challengeFor, metadataFrom, redirectFor } from '../../auth/email-flow-params.ts';
import { gotrueUser } from '../../auth/gotrue-shapes.ts';
import type { Mailer } from '../../auth/mailer.ts';
import { requireNewPassword } from '../../auth/password-rules.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { type RateLimiter, refuseOverLimit } from '../../auth/rate-limit.ts';
import type { SessionCheck } from '../../auth/session-check.ts';
import type { AllowedOrigin } from '../../config.ts';
import { deleteUserEmailTokens } from '../../data/email-tokens.ts';
import {
  findPasswordHash,
  isEmailTaken,
  mergeUserMetadata,
  setNewEmail,
  setPassword,
} from '../../data/email-users.ts';
import { listFactors } from '../../data/mfa-factors.ts';
import { findSessionAuth, revokeUserSessions } from '../../data/sessions.ts';
import { findUserById } from '../../data/users.ts';
import type { Database } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { clientIp } from '../../http/client-ip.ts';
import { HttpError } from '../../http/errors.ts';
import { readJsonObject } from '../../http/read-json.ts';

export interface UserUpdateOptions {
  db: Database;
  mailer: Mailer;
  emailLimiter: RateLimiter;
  /** Requests naming a new address, per client IP: their answer says whether the address has an account. */
  emailChangeLimiter: RateLimiter;
  allowList: AllowedOrigin[];
  sessions: SessionCheck;
  /** This server's own address, for mailed links (never the request's). */
  apiUrl: string;
}

export function userUpdateRoutes(options: UserUpdateOptions) {
  const { db, mailer, emailLimiter, emailChangeLimiter, allowList, sessions, apiUrl } = options;
  return new Hono<AppEnv>().put('/auth/v1/user', async (c) => {
    const { userId, sessionId } = c.get('caller');
    const json = await readJsonObject(c);
    const user = await findUserById(db, userId);
    if (!user) throw new HttpError(403, 'User not found', { code: 'user_not_found' });

    // Everything is checked before anything changes.
    const password = json.password === undefined ? null : requireNewPassword(json.password);
    const data = json.data === undefined ? null : metadataFrom(json);
    let newEmail: string | null = null;
    let mail: { redirectTo: string; codeChallenge: string | null } | null = null;
    if (json.email !== undefined && json.email !== null && json.email !== '') {
      const email = requireEmail(json.email);
      if (email !== user.email) {
        newEmail = email;
        mail = { redirectTo: redirectFor(c, json, allowList), codeChallenge: challengeFor(json) };
      }
    }
    const factors = await listFactors(db, userId);
    if (
      (password !== null || newEmail !== null) &&
      factors.some((factor) => factor.status === 'verified') &&
      (await findSessionAuth(db, sessionId))?.aal !== 'aal2'
    ) {
      throw new HttpError(401, 'AAL2 session is required to update email or password when MFA is enabled.', {
        code: 'insufficient_aal',
      });
    }
    if (newEmail) {
      refuseOverLimit(emailChangeLimiter.take(clientIp(c)));
    }
    if (password !== null && user.is_anonymous && !user.email) {
      throw new HttpError(422, 'Updating password of an anonymous user without an email is not allowed', {
        code: 'validation_failed',
      });
    }
    if (password !== null && (await verifyPassword(await findPasswordHash(db, userId), password))) {
      throw new HttpError(422, 'New password should be different from the old password.', {
        code: 'same_password',
      });
    }
    if (newEmail && (await isEmailTaken(db, newEmail, userId))) {
      throw new HttpError(422, 'A user with this email address has already been registered', {
        code: 'email_exists',
      });
    }
    if (newEmail) await mailer.admit(newEmail, 'email_change', emailLimiter);

    const passwordHash = password === null ? null : await hashPassword(password);
    await db.transaction(async (tx) => {
      if (passwordHash) {
        await setPassword(tx, userId, passwordHash);
        await deleteUserEmailTokens(tx, userId);
        await revokeUserSessions(tx, userId, sessionId, 'password_change');
      }
      if (data) await mergeUserMetadata(tx, userId, data);
      if (newEmail && mail) {
        await setNewEmail(tx, userId, newEmail);
        await mailer.send(tx, {
          userId,
          kind: 'email_change',
          to: newEmail,
          codeChallenge: mail.codeChallenge,
          redirectTo: mail.redirectTo,
          baseUrl: apiUrl,
        });
      }
    });
    if (passwordHash) sessions.forgetAll();
    const updated = await findUserById(db, userId);
    if (!updated) throw new HttpError(403, 'User not found', { code: 'user_not_found' });
    return c.json(gotrueUser(updated, await listFactors(db, userId)));
  });
}
