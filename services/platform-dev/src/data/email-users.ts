// Users with an email address (created unconfirmed by sign-up or a sign-in link) and anonymous users;
// confirmation, email changes, passwords and user_metadata.
import type { Queryable } from '../db/database.ts';
import { USER_COLUMNS, type UserRow } from './users.ts';

/** A new, unconfirmed email user; null when the address is taken (also by a concurrent request). */
export async function insertEmailUser(
  db: Queryable,
  user: { id: string; email: string; passwordHash: string | null; metadata: Record<string, unknown> },
): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(
    `INSERT INTO users (id, email, password_hash, user_metadata) VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (email) DO NOTHING RETURNING ${USER_COLUMNS}`,
    [user.id, user.email, user.passwordHash, JSON.stringify(user.metadata)],
  );
  return rows[0] ?? null;
}

export async function insertAnonymousUser(
  db: Queryable,
  user: { id: string; metadata: Record<string, unknown> },
): Promise<UserRow> {
  const rows = await db.query<UserRow>(
    `INSERT INTO users (id, is_anonymous, user_metadata) VALUES ($1, true, $2::jsonb) RETURNING ${USER_COLUMNS}`,
    [user.id, JSON.stringify(user.metadata)],
  );
  return rows[0] as UserRow;
}

/** A repeated sign-up of an address that is not confirmed yet takes the new password and data. */
export async function updateUnconfirmedEmailUser(
  db: Queryable,
  id: string,
  passwordHash: string,
  metadata: Record<string, unknown>,
): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(
    `UPDATE users SET password_hash = $2, user_metadata = $3::jsonb, updated_at = now()
      WHERE id = $1 AND email_confirmed_at IS NULL RETURNING ${USER_COLUMNS}`,
    [id, passwordHash, JSON.stringify(metadata)],
  );
  return rows[0] ?? null;
}

/**
 * Confirms the address. A first confirmation by anything but the sign-up's own mail (a sign-in code, a
 * recovery link) drops a password set before it: whoever signed up with the address may not be its owner
 * (account pre-hijacking). Later confirmations change nothing.
 */
export async function confirmEmail(db: Queryable, id: string, keepsPassword: boolean): Promise<void> {
  await db.query(
    `UPDATE users
        SET password_hash = CASE WHEN email_confirmed_at IS NULL AND NOT $2 THEN NULL ELSE password_hash END,
            email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
      WHERE id = $1`,
    [id, keepsPassword],
  );
}

/** Takes the confirmed new address: the user is then a permanent one. False when another user has it now. */
export async function applyEmailChange(db: Queryable, id: string, email: string): Promise<boolean> {
  const taken = await db.query('SELECT 1 FROM users WHERE email = $1 AND id <> $2', [email, id]);
  if (taken.length > 0) return false;
  await db.query(
    `UPDATE users SET email = $2, new_email = NULL, email_confirmed_at = now(), is_anonymous = false,
            updated_at = now()
      WHERE id = $1`,
    [id, email],
  );
  return true;
}

export async function setNewEmail(db: Queryable, id: string, email: string): Promise<void> {
  await db.query('UPDATE users SET new_email = $2, updated_at = now() WHERE id = $1', [id, email]);
}

export async function findPasswordHash(db: Queryable, id: string): Promise<string | null> {
  const rows = await db.query<{ password_hash: string | null }>(
    'SELECT password_hash FROM users WHERE id = $1',
    [id],
  );
  return rows[0]?.password_hash ?? null;
}

export async function setPassword(db: Queryable, id: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [id, passwordHash]);
}

/** GoTrue merges `data` into user_metadata key by key; a key set to null is removed. */
export async function mergeUserMetadata(
  db: Queryable,
  id: string,
  data: Record<string, unknown>,
): Promise<void> {
  const removed = Object.keys(data).filter((key) => data[key] === null);
  const kept = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null));
  await db.query(
    `UPDATE users SET user_metadata = (user_metadata || $2::jsonb) - $3::text[], updated_at = now()
      WHERE id = $1`,
    [id, JSON.stringify(kept), removed],
  );
}

export async function isEmailTaken(db: Queryable, email: string, exceptId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE email = $1 AND id <> $2', [email, exceptId]);
  return rows.length > 0;
}
