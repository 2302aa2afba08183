// One-time PKCE authorization codes, stored as SHA-256 hashes with the challenge they were issued for.
import type { Queryable } from '../db/database.ts';

export async function insertAuthCode(
  db: Queryable,
  code: { hash: string; userId: string; challenge: string; lifetimeSeconds: number; method?: string },
): Promise<void> {
  await db.query(
    `INSERT INTO auth_codes (code_hash, user_id, code_challenge, expires_at, amr_method)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4), $5)`,
    [code.hash, code.userId, code.challenge, code.lifetimeSeconds, code.method ?? 'oauth'],
  );
}

/** Uses a code once: the first call within its lifetime gets it, every later call gets null. */
export async function consumeAuthCode(
  db: Queryable,
  hash: string,
): Promise<{ user_id: string; code_challenge: string; amr_method: string } | null> {
  const rows = await db.query<{ user_id: string; code_challenge: string; amr_method: string }>(
    `UPDATE auth_codes SET used_at = now()
      WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now()
  RETURNING user_id, code_challenge, amr_method`,
    [hash],
  );
  return rows[0] ?? null;
}
