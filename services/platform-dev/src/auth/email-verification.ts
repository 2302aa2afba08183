// What following a mailed link or entering a mailed code does, by kind: confirm the address (sign-up, magic
// link, recovery) or take the new address (email change). Shared by GET and POST /verify.

import type { EmailTokenKind, EmailTokenRow } from '../data/email-tokens.ts';
import { applyEmailChange, confirmEmail } from '../data/email-users.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';

/** The `type`s /verify takes for mails, and the kinds of mail each accepts. */
export const VERIFY_KINDS: Record<string, readonly EmailTokenKind[]> = {
  signup: ['signup'],
  magiclink: ['magiclink'],
  recovery: ['recovery'],
  email_change: ['email_change'],
  // A code from /otp: a sign-up confirmation for a new address, a magic link for a known one.
  email: ['signup', 'magiclink'],
};

/** GoTrue's `amr` method for a session started by each kind. */
export const AMR_METHOD: Record<EmailTokenKind, string> = {
  signup: 'otp',
  magiclink: 'otp',
  recovery: 'recovery',
  email_change: 'email_change',
};

export const emailLinkInvalid = () =>
  new HttpError(403, 'Email link is invalid or has expired', { code: 'otp_expired' });

/** Applies a used token; returns the user to sign in. */
export async function applyEmailToken(tx: Queryable, row: EmailTokenRow): Promise<string> {
  if (row.kind === 'email_change') {
    if (!(await applyEmailChange(tx, row.user_id, row.email))) {
      throw new HttpError(422, 'A user with this email address has already been registered', {
        code: 'email_exists',
      });
    }
  } else {
    await confirmEmail(tx, row.user_id, row.keeps_password);
  }
  return row.user_id;
}
