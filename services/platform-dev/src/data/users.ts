// Users: looked up by email or phone to sign in, by id to answer GET /auth/v1/user; phone users are created
// unconfirmed and confirmed by their first verified code.
import type { Queryable } from '../db/database.ts';

export interface UserRow {
  id: string;
  email: string | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  created_at: Date;
  updated_at: Date;
  last_sign_in_at: Date | null;
  // Read with every row; optional so that made-up users (sign-up answers that hide an account) need not set them.
  email_confirmed_at?: Date | null;
  is_anonymous?: boolean;
  user_metadata?: Record<string, unknown>;
  new_email?: string | null;
}

export interface UserWithHash extends UserRow {
  password_hash: string | null;
}

export const USER_COLUMNS =
  'id, email, phone, phone_confirmed_at, created_at, updated_at, last_sign_in_at, email_confirmed_at, is_anonymous, user_metadata, new_email';

export async function findUserByEmail(db: Queryable, email: string): Promise<UserWithHash | null> {
  const rows = await db.query<UserWithHash>(
    `SELECT ${USER_COLUMNS}, password_hash FROM users WHERE email = lower($1)`,
    [email],
  );
  return rows[0] ?? null;
}

export async function findUserByPhone(db: Queryable, phone: string): Promise<UserWithHash | null> {
  const rows = await db.query<UserWithHash>(
    `SELECT ${USER_COLUMNS}, password_hash FROM users WHERE phone = $1`,
    [phone],
  );
  return rows[0] ?? null;
}

/** A new, unconfirmed phone user; null when the number is taken (also by a concurrent request). */
export async function insertPhoneUser(
  db: Queryable,
  user: { id: string; phone: string; passwordHash: string | null },
): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(
    `INSERT INTO users (id, phone, password_hash) VALUES ($1, $2, $3)
     ON CONFLICT (phone) DO NOTHING RETURNING ${USER_COLUMNS}`,
    [user.id, user.phone, user.passwordHash],
  );
  return rows[0] ?? null;
}

/** Replaces the password of a phone user who has not confirmed the number yet (a repeated sign-up). */
export async function setUnconfirmedPhonePassword(
  db: Queryable,
  id: string,
  passwordHash: string,
): Promise<void> {
  await db.query(
    'UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1 AND phone_confirmed_at IS NULL',
    [id, passwordHash],
  );
}

/**
 * Marks the number as confirmed (the first verified code does; later ones keep the first time). A first
 * confirmation by a sign-in code drops a password set before it: whoever signed up with the number may not
 * hold it (account pre-hijacking).
 */
export async function confirmPhone(
  db: Queryable,
  phone: string,
  keepsPassword: boolean,
): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    `UPDATE users
        SET password_hash = CASE WHEN phone_confirmed_at IS NULL AND NOT $2 THEN NULL ELSE password_hash END,
            phone_confirmed_at = coalesce(phone_confirmed_at, now()), updated_at = now()
      WHERE phone = $1 RETURNING id`,
    [phone, keepsPassword],
  );
  return rows[0]?.id ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function recordSignIn(db: Queryable, id: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(
    `UPDATE users SET last_sign_in_at = now() WHERE id = $1 RETURNING ${USER_COLUMNS}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function countUsers(db: Queryable): Promise<number> {
  const rows = await db.query<{ count: number }>('SELECT count(*)::integer AS count FROM users');
  return rows[0]?.count ?? 0;
}
