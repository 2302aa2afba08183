// GoTrue's rules for a new password (its defaults): at least 6 characters, at most 72 (bcrypt's limit, which
// GoTrue keeps for every password). A short one is 422 `weak_password` with the reasons auth-js reads.
import { HttpError } from '../http/errors.ts';

const MIN_PASSWORD_LENGTH = 6;
const MAX_PASSWORD_LENGTH = 72;

export function requireNewPassword(value: unknown): string {
  if (typeof value !== 'string') {
    throw new HttpError(422, 'Signup requires a valid password', { code: 'validation_failed' });
  }
  if (value.length > MAX_PASSWORD_LENGTH) {
    throw new HttpError(400, `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`, {
      code: 'validation_failed',
    });
  }
  if (value.length < MIN_PASSWORD_LENGTH) {
    throw new HttpError(422, `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      code: 'weak_password',
      extra: { weak_password: { reasons: ['length'] } },
    });
  }
  return value;
}
