// One request per address and purpose per window (GoTrue's "you can only request this after n seconds"),
// kept for every address asked about, with or without an account, so the answer does not tell them apart.
import type { Queryable } from '../db/database.ts';

export async function secondsUntilRequest(
  db: Queryable,
  email: string,
  purpose: string,
  windowSeconds: number,
): Promise<number> {
  const rows = await db.query<{ wait: number }>(
    `SELECT ceil(extract(epoch FROM (requested_at + make_interval(secs => $3)) - now()))::integer AS wait
       FROM email_request_windows WHERE email = $1 AND purpose = $2`,
    [email, purpose, windowSeconds],
  );
  return Math.max(0, rows[0]?.wait ?? 0);
}

/** Records a request; false when another one got in within the window first (a race). */
export async function claimRequest(
  db: Queryable,
  email: string,
  purpose: string,
  windowSeconds: number,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO email_request_windows (email, purpose, requested_at) VALUES ($1, $2, now())
     ON CONFLICT (email, purpose) DO UPDATE SET requested_at = excluded.requested_at
      WHERE email_request_windows.requested_at <= now() - make_interval(secs => $3)
     RETURNING email`,
    [email, purpose, windowSeconds],
  );
  return rows.length === 1;
}
