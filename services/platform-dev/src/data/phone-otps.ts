// The latest one-time code texted to each number, stored as a keyed hash with its send time and expiry.
import type { Queryable } from '../db/database.ts';

/** Seconds until `phone` may be texted again (0: now), given the resend window. */
export async function secondsUntilResend(
  db: Queryable,
  phone: string,
  windowSeconds: number,
): Promise<number> {
  const rows = await db.query<{ wait: number }>(
    `SELECT ceil(extract(epoch FROM (sent_at + make_interval(secs => $2)) - now()))::integer AS wait
       FROM phone_otps WHERE phone = $1`,
    [phone, windowSeconds],
  );
  return Math.max(0, rows[0]?.wait ?? 0);
}

/**
 * Stores a new code for `phone`, replacing the previous one, unless the previous one was sent within the
 * window: false then (two requests raced; only one may text).
 */
export async function storeCode(
  db: Queryable,
  code: {
    phone: string;
    hash: string;
    lifetimeSeconds: number;
    windowSeconds: number;
    keepsPassword: boolean;
  },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO phone_otps (phone, code_hash, sent_at, expires_at, keeps_password)
     VALUES ($1, $2, now(), now() + make_interval(secs => $3), $5)
     ON CONFLICT (phone) DO UPDATE
        SET code_hash = excluded.code_hash, sent_at = excluded.sent_at, expires_at = excluded.expires_at,
            used_at = NULL, keeps_password = excluded.keeps_password
      WHERE phone_otps.sent_at <= now() - make_interval(secs => $4)
     RETURNING phone`,
    [code.phone, code.hash, code.lifetimeSeconds, code.windowSeconds, code.keepsPassword],
  );
  return rows.length === 1;
}

/**
 * Uses the code once: for the first matching call before it expires, whether it confirms a sign-up with a
 * password; null for every other call.
 */
export async function consumeCode(
  db: Queryable,
  phone: string,
  hash: string,
): Promise<{ keepsPassword: boolean } | null> {
  const rows = await db.query<{ keeps_password: boolean }>(
    `UPDATE phone_otps SET used_at = now()
      WHERE phone = $1 AND code_hash = $2 AND used_at IS NULL AND expires_at > now()
  RETURNING keeps_password`,
    [phone, hash],
  );
  return rows[0] ? { keepsPassword: rows[0].keeps_password } : null;
}
