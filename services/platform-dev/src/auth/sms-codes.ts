// One-time SMS codes: 6 random digits from the OS's CSPRNG, stored only as an HMAC keyed with a key derived
// from the JWT secret, so a copy of the database alone cannot be searched for the million possible codes.
import { createHmac, randomInt } from 'node:crypto';

const SMS_CODE_DIGITS = 6;

export function generateSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_DIGITS)).padStart(SMS_CODE_DIGITS, '0');
}

export type SmsCodeHasher = (phone: string, code: string) => string;

export function createSmsCodeHasher(secret: string): SmsCodeHasher {
  const key = createHmac('sha256', secret).update('platform-dev sms codes').digest();
  // The number is part of the input: the same code texted to two numbers has two hashes.
  return (phone, code) => createHmac('sha256', key).update(`${phone}:${code}`).digest('base64url');
}
