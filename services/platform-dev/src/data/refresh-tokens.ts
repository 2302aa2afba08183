// Refresh tokens, stored as SHA-256 hashes. Spending one is a single conditional UPDATE, so two requests
// racing with the same token cannot both win.
import type { Queryable } from '../db/database.ts';

export async function insertRefreshToken(db: Queryable, tokenHash: string, sessionId: string): Promise<void> {
  await db.query('INSERT INTO refresh_tokens (token_hash, session_id) VALUES ($1, $2)', [
    tokenHash,
    sessionId,
  ]);
}

export interface SpentToken {
  session_id: string;
  user_id: string;
  session_revoked: boolean;
}

/** Marks an unspent token spent and returns its session; null when it is unknown or already spent. */
export async function spendRefreshToken(db: Queryable, tokenHash: string): Promise<SpentToken | null> {
  const rows = await db.query<SpentToken>(
    `UPDATE refresh_tokens t SET spent_at = now()
       FROM sessions s
      WHERE t.token_hash = $1 AND t.spent_at IS NULL AND s.id = t.session_id
  RETURNING t.session_id, s.user_id, s.revoked_at IS NOT NULL AS session_revoked`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

/** The session of a token that exists but was already spent (a reuse), or null for an unknown token. */
export async function findSpentTokenSession(db: Queryable, tokenHash: string): Promise<string | null> {
  const rows = await db.query<{ session_id: string }>(
    'SELECT session_id FROM refresh_tokens WHERE token_hash = $1 AND spent_at IS NOT NULL',
    [tokenHash],
  );
  return rows[0]?.session_id ?? null;
}
