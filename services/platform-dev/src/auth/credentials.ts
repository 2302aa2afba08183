// Checks an email or phone number and a password against the stored Argon2 hash.
import { findUserByEmail, findUserByPhone } from '../data/users.ts';
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

/**
 * The same check for a phone number (stored form) and password: the user's id and whether the number is
 * confirmed, or null. A phone user created by a texted code has no password and never matches.
 */
export async function phonePasswordMatches(
  db: Queryable,
  phone: string,
  password: string,
): Promise<{ userId: string; confirmed: boolean } | null> {
  const user = await findUserByPhone(db, phone);
  const ok = await verifyPassword(user?.password_hash ?? null, password);
  return ok && user ? { userId: user.id, confirmed: user.phone_confirmed_at !== null } : null;
}

/** The same check for an email and password: the user's id and whether the address is confirmed, or null. */
export async function emailPasswordMatches(
  db: Queryable,
  email: string,
  password: string,
): Promise<{ userId: string; confirmed: boolean } | null> {
  const user = await findUserByEmail(db, email.trim());
  const ok = await verifyPassword(user?.password_hash ?? null, password);
  return ok && user ? { userId: user.id, confirmed: Boolean(user.email_confirmed_at) } : null;
}
