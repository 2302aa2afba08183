// Email addresses as the auth routes take them: trimmed, lower-cased, and of the usual address form.
import { HttpError } from '../http/errors.ts';

const MAX_LENGTH = 254;
// The WHATWG form of an address (what <input type=email> accepts), with a dot required in the domain.
const ADDRESS =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

function normalizeEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return email.length <= MAX_LENGTH && ADDRESS.test(email) ? email : null;
}

/** normalizeEmail for request bodies: anything else is GoTrue's 400 `validation_failed`. */
export function requireEmail(value: unknown): string {
  const email = typeof value === 'string' ? normalizeEmail(value) : null;
  if (!email) {
    throw new HttpError(400, 'Unable to validate email address: invalid format', {
      code: 'validation_failed',
    });
  }
  return email;
}
