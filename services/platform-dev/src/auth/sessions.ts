// Sessions: started by a password or a PKCE code, continued by rotating refresh tokens. A refresh token
// works once; presenting a spent one again means it was copied, so the whole session is revoked.
import { randomUUID } from 'node:crypto';
import { consumeAuthCode } from '../data/auth-codes.ts';
import { listFactors } from '../data/mfa-factors.ts';
import { findSpentTokenSession, insertRefreshToken, spendRefreshToken } from '../data/refresh-tokens.ts';
import { findSessionAuth, insertSession, revokeSession } from '../data/sessions.ts';
import { findUserById, recordSignIn, type UserRow } from '../data/users.ts';
import type { Database, Queryable } from '../db/database.ts';
import { type GoTrueSession, gotrueSession } from './gotrue-shapes.ts';
import { verifierMatches } from './pkce.ts';
import { randomToken, sha256 } from './random.ts';
import type { TokenService } from './tokens.ts';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** New tokens for a session; `aal` and `amr` come from how the session was authenticated. */
export async function issue(tx: Queryable, tokens: TokenService, user: UserRow, sessionId: string) {
  const refreshToken = randomToken();
  await insertRefreshToken(tx, sha256(refreshToken), sessionId);
  const auth = await findSessionAuth(tx, sessionId);
  // GoTrue lists the most recent method first.
  const amr = auth
    ? [
        ...(auth.mfa_verified_at ? [{ method: 'totp', timestamp: seconds(auth.mfa_verified_at) }] : []),
        { method: auth.amr_method, timestamp: seconds(auth.created_at) },
      ]
    : undefined;
  const access = await tokens.signAccessToken({
    userId: user.id,
    sessionId,
    email: user.email ?? '',
    phone: user.phone ?? '',
    aal: auth?.aal ?? 'aal1',
    amr,
    isAnonymous: user.is_anonymous ?? false,
  });
  return gotrueSession(user, access, refreshToken, await listFactors(tx, user.id));
}

/** A new session for a user whose credentials were just checked (`method`: GoTrue's amr method). */
export function startSession(
  db: Database,
  tokens: TokenService,
  userId: string,
  method = 'password',
): Promise<GoTrueSession> {
  return db.transaction(async (tx) => {
    const user = await recordSignIn(tx, userId);
    if (!user) throw new Error('signed-in user vanished');
    const sessionId = randomUUID();
    await insertSession(tx, sessionId, user.id, method);
    return issue(tx, tokens, user, sessionId);
  });
}

export type RefreshResult =
  | { ok: true; session: GoTrueSession }
  | { ok: false; reason: 'unknown' | 'reused' | 'revoked' };

export async function refreshSession(
  db: Database,
  tokens: TokenService,
  refreshToken: string,
): Promise<RefreshResult> {
  const hash = sha256(refreshToken);
  // Committed on its own: a reuse must stay revoked even though the request fails.
  return db.transaction(async (tx): Promise<RefreshResult> => {
    const spent = await spendRefreshToken(tx, hash);
    if (!spent) {
      const reusedSession = await findSpentTokenSession(tx, hash);
      if (!reusedSession) return { ok: false, reason: 'unknown' };
      await revokeSession(tx, reusedSession, 'refresh_token_reuse');
      return { ok: false, reason: 'reused' };
    }
    if (spent.session_revoked) return { ok: false, reason: 'revoked' };
    const user = await findUserById(tx, spent.user_id);
    if (!user) return { ok: false, reason: 'revoked' };
    return { ok: true, session: await issue(tx, tokens, user, spent.session_id) };
  });
}

export type ExchangeResult =
  | { ok: true; userId: string; method: string }
  | { ok: false; reason: 'unknown' | 'verifier' };

/** Uses a PKCE authorization code (once) and checks the verifier against the challenge it was issued for. */
export async function exchangeCode(db: Queryable, code: string, verifier: string): Promise<ExchangeResult> {
  const flow = await consumeAuthCode(db, sha256(code));
  if (!flow) return { ok: false, reason: 'unknown' };
  if (!verifierMatches(verifier, flow.code_challenge)) return { ok: false, reason: 'verifier' };
  return { ok: true, userId: flow.user_id, method: flow.amr_method };
}
