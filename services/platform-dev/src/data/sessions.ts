// Sign-in sessions. A revoked session stays as a row so its tokens are refused with a reason.
import type { Queryable } from '../db/database.ts';

export type RevokeReason = 'logout' | 'refresh_token_reuse';

export async function insertSession(db: Queryable, id: string, userId: string): Promise<void> {
  await db.query('INSERT INTO sessions (id, user_id) VALUES ($1, $2)', [id, userId]);
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
