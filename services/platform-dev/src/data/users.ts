// Users: looked up by email to sign in, by id to answer GET /auth/v1/user.
import type { Queryable } from '../db/database.ts';

export interface UserRow {
  id: string;
  email: string;
  created_at: Date;
  updated_at: Date;
  last_sign_in_at: Date | null;
}

export interface UserWithHash extends UserRow {
  password_hash: string;
}

const USER_COLUMNS = 'id, email, created_at, updated_at, last_sign_in_at';

export async function findUserByEmail(db: Queryable, email: string): Promise<UserWithHash | null> {
  const rows = await db.query<UserWithHash>(
    `SELECT ${USER_COLUMNS}, password_hash FROM users WHERE email = lower($1)`,
    [email],
  );
  return rows[0] ?? null;
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
