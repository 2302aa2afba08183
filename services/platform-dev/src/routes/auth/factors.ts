// MFA with TOTP, as GoTrue answers it (signed in): POST /auth/v1/factors enrolls (secret, otpauth:// URI, QR
// code as SVG), POST /auth/v1/factors/{id}/challenge opens a challenge, POST /auth/v1/factors/{id}/verify
// answers it with a code and raises the session to aal2 (new tokens with `aal` and `amr`), DELETE
// /auth/v1/factors/{id} unenrolls. A factor of another user is "not found". Challenge and verify share one
// per-IP limit; verify also has a per-factor one, a code works once per factor, and a user holds at most 10
// factors.
import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { type RateLimiter, refuseOverLimit } from '../../auth/rate-limit.ts';
import type { SessionCheck } from '../../auth/session-check.ts';
import { issue } from '../../auth/sessions.ts';
import type { TokenService } from '../../auth/tokens.ts';
import { newTotp, type TotpSecrets, totpMatchingStep } from '../../auth/totp.ts';
import {
  challengeState,
  deleteFactor,
  type FactorWithSecret,
  findOwnedFactor,
  insertChallenge,
  insertFactor,
  listFactors,
  markFactorVerified,
  spendChallenge,
  spendTotpStep,
} from '../../data/mfa-factors.ts';
import {
  findSessionAuth,
  lowerUserSessionsToAal1,
  raiseSessionToAal2,
  revokeUserAal1Sessions,
} from '../../data/sessions.ts';
import { findUserById } from '../../data/users.ts';
import type { Database } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { clientIp } from '../../http/client-ip.ts';
import { HttpError } from '../../http/errors.ts';
import { readJsonObject } from '../../http/read-json.ts';

/** How long a challenge can be answered: GoTrue's default `MFA_CHALLENGE_EXPIRY_DURATION`, 300 seconds. */
const CHALLENGE_LIFETIME_SECONDS = 300;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_FRIENDLY_NAME = 120;
/** GoTrue's default MFA_MAX_ENROLLED_FACTORS (internal/conf/configuration.go), verified or not. */
const MAX_ENROLLED_FACTORS = 10;

export interface FactorRouteOptions {
  db: Database;
  tokens: TokenService;
  secrets: TotpSecrets;
  /** Challenges and verifications, per IP. */
  mfaLimiter: RateLimiter;
  /** Verifications per factor, from any address (GoTrue has only the per-IP limit). */
  factorLimiter: RateLimiter;
  sessions: SessionCheck;
  /** The `issuer` of the otpauth:// URI when the request names none (GoTrue uses its Site URL's host). */
  defaultIssuer: string;
}

export function factorRoutes(options: FactorRouteOptions) {
  const { db, tokens, secrets, mfaLimiter, factorLimiter, sessions, defaultIssuer } = options;
  async function ownedFactor(c: Context<AppEnv>): Promise<FactorWithSecret> {
    const id = c.req.param('id') ?? '';
    if (!UUID.test(id)) throw new HttpError(404, 'factor_id must be an UUID', { code: 'validation_failed' });
    const factor = await findOwnedFactor(db, c.get('caller').userId, id.toLowerCase());
    if (!factor) throw new HttpError(404, 'Factor not found', { code: 'mfa_factor_not_found' });
    return factor;
  }

  async function sessionAal(c: Context<AppEnv>) {
    return (await findSessionAuth(db, c.get('caller').sessionId))?.aal ?? 'aal1';
  }

  return new Hono<AppEnv>()
    .post('/auth/v1/factors', async (c) => {
      const json = await readJsonObject(c);
      if (json.factor_type !== 'totp') {
        throw new HttpError(400, 'factor_type needs to be totp (platform-dev enrolls TOTP factors only)', {
          code: 'validation_failed',
        });
      }
      const name = json.friendly_name;
      if (name !== undefined && (typeof name !== 'string' || name.length > MAX_FRIENDLY_NAME)) {
        throw new HttpError(400, 'friendly_name must be a string of at most 120 characters', {
          code: 'validation_failed',
        });
      }
      const issuer =
        typeof json.issuer === 'string' && json.issuer !== '' ? json.issuer.slice(0, 120) : defaultIssuer;
      const { userId } = c.get('caller');
      const user = await findUserById(db, userId);
      if (!user) throw new HttpError(403, 'User not found', { code: 'user_not_found' });
      const factors = await listFactors(db, userId);
      const friendlyName = typeof name === 'string' && name !== '' ? name : null;
      if (friendlyName && factors.some((factor) => factor.friendly_name === friendlyName)) {
        throw new HttpError(
          422,
          `A factor with the friendly name "${friendlyName}" for this user already exists`,
          {
            code: 'mfa_factor_name_conflict',
          },
        );
      }
      // As internal/api/mfa.go validateFactors: the name, then the count, then the session's level.
      if (factors.length >= MAX_ENROLLED_FACTORS) {
        throw new HttpError(422, 'Maximum number of verified factors reached, unenroll to continue', {
          code: 'too_many_enrolled_mfa_factors',
        });
      }
      if (factors.some((factor) => factor.status === 'verified') && (await sessionAal(c)) !== 'aal2') {
        throw new HttpError(403, 'AAL2 required to enroll a new factor', { code: 'insufficient_aal' });
      }
      const id = randomUUID();
      const totp = await newTotp(issuer, user.email || user.phone || user.id);
      await insertFactor(db, { id, userId, friendlyName, secret: secrets.seal(id, totp.secret) });
      return c.json({
        id,
        type: 'totp',
        friendly_name: friendlyName ?? undefined,
        totp: { qr_code: totp.qrCode, secret: totp.secret, uri: totp.uri },
      });
    })

    .post('/auth/v1/factors/:id/challenge', async (c) => {
      refuseOverLimit(mfaLimiter.take(clientIp(c)));
      const factor = await ownedFactor(c);
      const challenge = await insertChallenge(db, {
        id: randomUUID(),
        factorId: factor.id,
        lifetimeSeconds: CHALLENGE_LIFETIME_SECONDS,
      });
      return c.json({
        id: challenge.id,
        type: 'totp',
        expires_at: Math.floor(challenge.expires_at.getTime() / 1000),
      });
    })

    .post('/auth/v1/factors/:id/verify', async (c) => {
      refuseOverLimit(mfaLimiter.take(clientIp(c)));
      const json = await readJsonObject(c);
      const factor = await ownedFactor(c);
      refuseOverLimit(factorLimiter.take(factor.id));
      const code = typeof json.code === 'string' ? json.code.trim() : '';
      if (!code) throw new HttpError(400, 'Code needs to be non-empty', { code: 'validation_failed' });
      const challengeId = typeof json.challenge_id === 'string' ? json.challenge_id.toLowerCase() : '';
      const noChallenge = () =>
        new HttpError(422, 'MFA factor with the provided challenge ID not found', {
          code: 'mfa_factor_not_found',
        });
      if (!UUID.test(challengeId)) throw noChallenge();
      const state = await challengeState(db, factor.id, challengeId);
      if (state === 'missing') throw noChallenge();
      if (state === 'expired') {
        throw new HttpError(
          422,
          `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
          { code: 'mfa_challenge_expired' },
        );
      }
      const invalidCode = () =>
        new HttpError(422, 'Invalid TOTP code entered', { code: 'mfa_verification_failed' });
      // A code already accepted for this factor is refused like a wrong one (GoTrue accepts it again).
      const step = await totpMatchingStep(
        secrets.open(factor.id, factor.secret),
        code,
        factor.last_totp_step,
      );
      if (step === null) throw invalidCode();
      const { userId, sessionId } = c.get('caller');
      const session = await db.transaction(async (tx) => {
        if (!(await spendChallenge(tx, factor.id, challengeId))) throw noChallenge();
        if (!(await spendTotpStep(tx, factor.id, step))) throw invalidCode();
        await markFactorVerified(tx, userId, factor.id);
        await raiseSessionToAal2(tx, sessionId);
        // As GoTrue's verifyTOTPFactor (internal/api/mfa.go): the user's sessions below aal2 end.
        await revokeUserAal1Sessions(tx, userId);
        const user = await findUserById(tx, userId);
        if (!user) throw new HttpError(403, 'User not found', { code: 'user_not_found' });
        return issue(tx, tokens, user, sessionId);
      });
      sessions.forgetAll();
      return c.json(session);
    })

    .delete('/auth/v1/factors/:id', async (c) => {
      const factor = await ownedFactor(c);
      if (factor.status === 'verified' && (await sessionAal(c)) !== 'aal2') {
        throw new HttpError(422, 'AAL2 required to unenroll verified factor', { code: 'insufficient_aal' });
      }
      const { userId } = c.get('caller');
      await db.transaction(async (tx) => {
        await deleteFactor(tx, userId, factor.id);
        const left = await listFactors(tx, userId);
        if (!left.some((other) => other.status === 'verified')) await lowerUserSessionsToAal1(tx, userId);
      });
      return c.json({ id: factor.id });
    });
}
