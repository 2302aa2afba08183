// Sign-in sessions. A revoked session stays as a row so its tokens are refused with a reason.
import type { Queryable } from '../db/database.ts';

export type RevokeReason = 'logout' | 'refresh_token_reuse' | 'password_change' | 'aal2_required';

/** `method` is how the user signed in, GoTrue's `amr` method (password, otp, recovery, anonymous, …). */
export async function insertSession(
  db: Queryable,
  id: string,
  userId: string,
  method = 'password',
): Promise<void> {
  await db.query('INSERT INTO sessions (id, user_id, amr_method) VALUES ($1, $2, $3)', [id, userId, method]);
}

export interface SessionAuth {
  aal: 'aal1' | 'aal2';
  amr_method: string;
  created_at: Date;
  mfa_verified_at: Date | null;
}

/** How a session was authenticated, for the `aal` and `amr` claims of its access tokens. */
export async function findSessionAuth(db: Queryable, id: string): Promise<SessionAuth | null> {
  const rows = await db.query<SessionAuth>(
    'SELECT aal, amr_method, created_at, mfa_verified_at FROM sessions WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

export async function raiseSessionToAal2(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE sessions SET aal = 'aal2', mfa_verified_at = now() WHERE id = $1`, [id]);
}

/** Ends the user's sessions still at aal1 (after a factor was verified, every device must pass it). */
export async function revokeUserAal1Sessions(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = now(), revoked_reason = 'aal2_required'
      WHERE user_id = $1 AND aal = 'aal1' AND revoked_at IS NULL`,
    [userId],
  );
}

/** After the last verified factor is removed, no session of the user stays at aal2. */
export async function lowerUserSessionsToAal1(db: Queryable, userId: string): Promise<void> {
  await db.query(`UPDATE sessions SET aal = 'aal1', mfa_verified_at = NULL WHERE user_id = $1`, [userId]);
}

export async function isSessionActive(db: Queryable, id: string, userId: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM sessions WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL',
    [id, userId],
  );
  return rows.length > 0;
}

export async function revokeSession(db: Queryable, id: string, reason: RevokeReason): Promise<void> {
  await db.query(
    'UPDATE sessions SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL',
    [id, reason],
  );
}

/** Revokes every active session of a user, except `keepId` when given (logout scopes global and others). */
export async function revokeUserSessions(
  db: Queryable,
  userId: string,
  keepId: string | null,
  reason: RevokeReason,
): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = now(), revoked_reason = $3
      WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR id <> $2::uuid)`,
    [userId, keepId, reason],
  );
}
