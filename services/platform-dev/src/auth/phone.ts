// Phone numbers as GoTrue takes them: an E.164 number with or without its leading plus (spaces are dropped),
// kept as its digits alone ("+1 555 555 0100" → "15555550100"), which is also what a user object shows.
import { HttpError } from '../http/errors.ts';

const E164_DIGITS = /^[1-9][0-9]{1,14}$/;

/** The stored form of a phone number, or null when it is not an E.164 number. */
export function normalizePhone(value: string): string | null {
  const digits = value.trim().replace(/^\+/, '').replaceAll(' ', '');
  return E164_DIGITS.test(digits) ? digits : null;
}

/** normalizePhone for request bodies: anything else is GoTrue's 400 `validation_failed`. */
export function requirePhone(value: unknown): string {
  const phone = typeof value === 'string' && value.length <= 64 ? normalizePhone(value) : null;
  if (!phone) {
    throw new HttpError(400, 'Invalid phone number format (E.164 required)', { code: 'validation_failed' });
  }
  return phone;
}
