// Mailed links and codes are stored only as HMACs under a key derived from the server's secret, so a copy of
// the database alone can neither follow a link nor search the million possible codes.
import { createHmac } from 'node:crypto';
import { randomToken } from './random.ts';
import { generateSmsCode } from './sms-codes.ts';

export interface EmailSecrets {
  /** A new link token; a PKCE flow's starts with `pkce_`, as GoTrue's do, so GET /verify can tell. */
  newLinkToken(pkce: boolean): string;
  newCode(): string;
  hashLinkToken(token: string): string;
  hashCode(email: string, code: string): string;
}

export function createEmailSecrets(secret: string): EmailSecrets {
  const key = createHmac('sha256', secret).update('platform-dev email links and codes').digest();
  const mac = (value: string) => createHmac('sha256', key).update(value).digest('base64url');
  return {
    newLinkToken: (pkce) => `${pkce ? 'pkce_' : ''}${randomToken()}`,
    newCode: generateSmsCode,
    hashLinkToken: (token) => mac(`link:${token}`),
    // The address is part of the input: the same code mailed to two addresses has two hashes.
    hashCode: (email, code) => mac(`code:${email}:${code}`),
  };
}
