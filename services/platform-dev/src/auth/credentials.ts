// Checks an email and password against the stored Argon2 hash.
import { findUserByEmail } from '../data/users.ts';
import type { Queryable } from '../db/database.ts';
import { verifyPassword } from './passwords.ts';

/** The user's id when the password is right, null otherwise (unknown email and wrong password alike). */
export async function passwordMatches(
  db: Queryable,
  email: string,
  password: string,
): Promise<string | null> {
  const user = await findUserByEmail(db, email.trim());
  const ok = await verifyPassword(user?.password_hash ?? null, password);
  return ok && user ? user.id : null;
}
