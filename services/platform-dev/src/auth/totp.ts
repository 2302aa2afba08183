// TOTP factors (RFC 6238 through otplib: SHA-1, 6 digits, 30-second steps, one step of clock skew either
// way, as GoTrue checks them). The shared secret is stored AES-256-GCM encrypted under a key derived from the
// server's secret, bound to its factor's id; it leaves the server only once, in the enrollment answer.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

export interface TotpSecrets {
  seal(factorId: string, secret: string): string;
  open(factorId: string, sealed: string): string;
}

export function createTotpSecrets(serverSecret: string): TotpSecrets {
  const key = createHmac('sha256', serverSecret).update('platform-dev totp secrets').digest();
  return {
    seal(factorId, secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(factorId));
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    open(factorId, sealed) {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) throw new Error('malformed sealed TOTP secret');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(factorId));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}

export async function newTotp(issuer: string, account: string) {
  const secret = generateSecret();
  const uri = generateURI({ issuer, label: account, secret });
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrCode };
}

/**
 * The time step of a matching code, or null. A code whose step is not after `afterStep` (the factor's last
 * accepted one) does not match: one code cannot answer two challenges within its window.
 */
export async function totpMatchingStep(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const epoch = Math.floor(Date.now() / 1000);
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: 30,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid ? Math.floor(epoch / 30) + result.delta : null;
}
