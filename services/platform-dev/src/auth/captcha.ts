// With --captcha, the routes GoTrue guards with CAPTCHA (/otp, /signup, /token?grant_type=password) need
// `gotrue_meta_security.captcha_token`. Nothing is asked of a CAPTCHA service: the one token accepted is the
// response hCaptcha's published test site key (10000000-ffff-ffff-ffff-000000000001) produces.
import { HttpError } from '../http/errors.ts';

export const DEV_CAPTCHA_TOKEN = '10000000-aaaa-bbbb-cccc-000000000001';

export function checkCaptcha(required: boolean, body: unknown): void {
  if (!required) return;
  const security = (body as { gotrue_meta_security?: { captcha_token?: unknown } } | null)
    ?.gotrue_meta_security;
  const token = security?.captcha_token;
  if (typeof token !== 'string' || token === '') {
    throw new HttpError(400, 'captcha verification process failed', { code: 'captcha_failed' });
  }
  if (token !== DEV_CAPTCHA_TOKEN) {
    throw new HttpError(400, 'captcha protection: request disallowed (invalid-input-response)', {
      code: 'captcha_failed',
    });
  }
}
