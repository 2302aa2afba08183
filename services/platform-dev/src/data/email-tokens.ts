// The latest link and code mailed to a user for one purpose. Only keyed hashes are stored; a new mail of a
// purpose replaces the previous one, and a token or code works once, before it expires.
import type { Queryable } from '../db/database.ts';

export type EmailTokenKind = 'signup' | 'magiclink' | 'recovery' | 'email_change';

export interface EmailTokenRow {
  user_id: string;
  kind: EmailTokenKind;
  email: string;
  code_challenge: string | null;
  redirect_to: string;
  /** The confirmation of a sign-up with a password: confirming with it keeps that password. */
  keeps_password: boolean;
}

export async function storeEmailToken(
  db: Queryable,
  token: {
    tokenHash: string;
    codeHash: string;
    userId: string;
    kind: EmailTokenKind;
    email: string;
    codeChallenge: string | null;
    redirectTo: string;
    lifetimeSeconds: number;
    keepsPassword: boolean;
  },
): Promise<void> {
  await db.query('DELETE FROM email_tokens WHERE user_id = $1 AND kind = $2', [token.userId, token.kind]);
  await db.query(
    `INSERT INTO email_tokens
       (token_hash, user_id, kind, email, code_hash, code_challenge, redirect_to, expires_at, keeps_password)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8), $9)`,
    [
      token.tokenHash,
      token.userId,
      token.kind,
      token.email,
      token.codeHash,
      token.codeChallenge,
      token.redirectTo,
      token.lifetimeSeconds,
      token.keepsPassword,
    ],
  );
}

const RETURNED = 'user_id, kind, email, code_challenge, redirect_to, keeps_password';

/** Voids every link and code mailed to a user (after a password change, as GoTrue clears its tokens). */
export async function deleteUserEmailTokens(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM email_tokens WHERE user_id = $1', [userId]);
}

/** Uses the link token once if it is of one of `kinds`; null when unknown, used, expired or of another kind. */
export async function consumeLinkToken(
  db: Queryable,
  tokenHash: string,
  kinds: readonly EmailTokenKind[],
): Promise<EmailTokenRow | null> {
  const rows = await db.query<EmailTokenRow>(
    `UPDATE email_tokens SET used_at = now()
      WHERE token_hash = $1 AND kind = ANY($2::text[]) AND used_at IS NULL AND expires_at > now()
  RETURNING ${RETURNED}`,
    [tokenHash, kinds],
  );
  return rows[0] ?? null;
}

/**
 * The same for a 6-digit code mailed to `email`; a mail that has had `maxWrong` wrong codes is void (its link
 * too).
 */
export async function consumeEmailCode(
  db: Queryable,
  email: string,
  codeHash: string,
  kinds: readonly EmailTokenKind[],
  maxWrong: number,
): Promise<EmailTokenRow | null> {
  const rows = await db.query<EmailTokenRow>(
    `UPDATE email_tokens SET used_at = now()
      WHERE token_hash = (
        SELECT token_hash FROM email_tokens
         WHERE email = $1 AND code_hash = $2 AND kind = ANY($3::text[]) AND used_at IS NULL
           AND expires_at > now() AND failed_attempts < $4
         LIMIT 1)
  RETURNING ${RETURNED}`,
    [email, codeHash, kinds, maxWrong],
  );
  return rows[0] ?? null;
}

/** Counts a wrong code against every live mail of those kinds to `email`; at `maxWrong` they are void. */
export async function countWrongEmailCode(
  db: Queryable,
  email: string,
  kinds: readonly EmailTokenKind[],
  maxWrong: number,
): Promise<void> {
  await db.query(
    `UPDATE email_tokens SET failed_attempts = failed_attempts + 1,
            used_at = CASE WHEN failed_attempts + 1 >= $3 THEN now() ELSE used_at END
      WHERE email = $1 AND kind = ANY($2::text[]) AND used_at IS NULL AND expires_at > now()`,
    [email, kinds, maxWrong],
  );
}
