// TOTP factors and their challenges. Every lookup is by the owner's id too, so another user's factor is
// never loaded ("not yours" and "does not exist" are one answer).
import type { Queryable } from '../db/database.ts';

export interface FactorRow {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  created_at: Date;
  updated_at: Date;
}

export interface FactorWithSecret extends FactorRow {
  secret: string;
  last_totp_step: number | null;
}

const FACTOR_COLUMNS = 'id, friendly_name, factor_type, status, created_at, updated_at';

export function listFactors(db: Queryable, userId: string): Promise<FactorRow[]> {
  return db.query<FactorRow>(
    `SELECT ${FACTOR_COLUMNS} FROM mfa_factors WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );
}

export async function insertFactor(
  db: Queryable,
  factor: { id: string; userId: string; friendlyName: string | null; secret: string },
): Promise<FactorRow> {
  const rows = await db.query<FactorRow>(
    `INSERT INTO mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
     VALUES ($1, $2, $3, 'totp', 'unverified', $4) RETURNING ${FACTOR_COLUMNS}`,
    [factor.id, factor.userId, factor.friendlyName, factor.secret],
  );
  return rows[0] as FactorRow;
}

export async function findOwnedFactor(
  db: Queryable,
  userId: string,
  factorId: string,
): Promise<FactorWithSecret | null> {
  const rows = await db.query<FactorWithSecret>(
    `SELECT ${FACTOR_COLUMNS}, secret, last_totp_step FROM mfa_factors WHERE id = $1 AND user_id = $2`,
    [factorId, userId],
  );
  return rows[0] ?? null;
}

/** Marks the factor verified and drops the user's other unverified TOTP factors (as GoTrue does). */
export async function markFactorVerified(db: Queryable, userId: string, factorId: string): Promise<void> {
  await db.query(
    `UPDATE mfa_factors SET status = 'verified', updated_at = now() WHERE id = $1 AND user_id = $2`,
    [factorId, userId],
  );
  await db.query(`DELETE FROM mfa_factors WHERE user_id = $1 AND id <> $2 AND status = 'unverified'`, [
    userId,
    factorId,
  ]);
}

/** Records the time step of an accepted code; false when an equal or later one was accepted meanwhile. */
export async function spendTotpStep(db: Queryable, factorId: string, step: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE mfa_factors SET last_totp_step = $2
      WHERE id = $1 AND (last_totp_step IS NULL OR last_totp_step < $2) RETURNING id`,
    [factorId, step],
  );
  return rows.length === 1;
}

export async function deleteFactor(db: Queryable, userId: string, factorId: string): Promise<void> {
  await db.query('DELETE FROM mfa_factors WHERE id = $1 AND user_id = $2', [factorId, userId]);
}

export async function insertChallenge(
  db: Queryable,
  challenge: { id: string; factorId: string; lifetimeSeconds: number },
): Promise<{ id: string; expires_at: Date }> {
  const rows = await db.query<{ id: string; expires_at: Date }>(
    `INSERT INTO mfa_challenges (id, factor_id, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3)) RETURNING id, expires_at`,
    [challenge.id, challenge.factorId, challenge.lifetimeSeconds],
  );
  return rows[0] as { id: string; expires_at: Date };
}

export type ChallengeState = 'open' | 'expired' | 'missing';

/** Whether the factor's challenge can still be answered (a verified challenge is gone, as in GoTrue). */
export async function challengeState(
  db: Queryable,
  factorId: string,
  challengeId: string,
): Promise<ChallengeState> {
  const rows = await db.query<{ expired: boolean }>(
    `SELECT expires_at <= now() AS expired FROM mfa_challenges
      WHERE id = $1 AND factor_id = $2 AND verified_at IS NULL`,
    [challengeId, factorId],
  );
  if (!rows[0]) return 'missing';
  return rows[0].expired ? 'expired' : 'open';
}

/** Uses the challenge once; false when another request used it first. */
export async function spendChallenge(db: Queryable, factorId: string, challengeId: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE mfa_challenges SET verified_at = now()
      WHERE id = $1 AND factor_id = $2 AND verified_at IS NULL AND expires_at > now() RETURNING id`,
    [challengeId, factorId],
  );
  return rows.length === 1;
}
