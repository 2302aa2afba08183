// One-time PKCE authorization codes, stored as SHA-256 hashes with the challenge they were issued for.
import type { Queryable } from '../db/database.ts';

export async function insertAuthCode(
  db: Queryable,
  code: { hash: string; userId: string; challenge: string; lifetimeSeconds: number },
): Promise<void> {
  await db.query(
    `INSERT INTO auth_codes (code_hash, user_id, code_challenge, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [code.hash, code.userId, code.challenge, code.lifetimeSeconds],
  );
}

/** Uses a code once: the first call within its lifetime gets it, every later call gets null. */
export async function consumeAuthCode(
  db: Queryable,
  hash: string,
): Promise<{ user_id: string; code_challenge: string } | null> {
  const rows = await db.query<{ user_id: string; code_challenge: string }>(
    `UPDATE auth_codes SET used_at = now()
      WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now()
  RETURNING user_id, code_challenge`,
    [hash],
  );
  return rows[0] ?? null;
}
