import { APPLE_MAX_VALIDITY_SECONDS, epochSeconds } from './expiry';
import { KEY_IMPORT_ERROR } from './private-key';
import { importEs256Key, signEs256 } from './sign';
import { appleIdError, servicesIdError } from './validate';

/*
 * The client secret Sign in with Apple wants: an ES256 JWT signed with the developer's key, `kid` = Key ID,
 * issued by the team (`iss` = Team ID) for the Services ID (`sub`) to Apple (`aud`), valid at most 15,777,000 s.
 */

export const APPLE_AUDIENCE = 'https://appleid.apple.com';

export interface AppleIds {
  teamId: string;
  keyId: string;
  servicesId: string;
}

export type AppleIdErrors = Partial<Record<keyof AppleIds, string>>;

/** Every malformed ID with its message; empty when all three are fine. */
export function appleIdErrors(ids: AppleIds): AppleIdErrors {
  const errors: AppleIdErrors = {};
  const teamId = appleIdError('Team ID', ids.teamId);
  const keyId = appleIdError('Key ID', ids.keyId);
  const servicesId = servicesIdError(ids.servicesId);
  if (teamId) errors.teamId = teamId;
  if (keyId) errors.keyId = keyId;
  if (servicesId) errors.servicesId = servicesId;
  return errors;
}

export function appleClientSecretClaims(ids: AppleIds, now: Date, validitySeconds: number) {
  const iat = epochSeconds(now);
  return {
    iss: ids.teamId.trim(),
    iat,
    exp: iat + Math.min(Math.max(1, Math.floor(validitySeconds)), APPLE_MAX_VALIDITY_SECONDS),
    aud: APPLE_AUDIENCE,
    sub: ids.servicesId.trim(),
  };
}

export type AppleSecretResult = { ok: true; token: string; exp: number } | { ok: false; error: string };

/** Signs the client secret; the only failure left once the inputs are valid is a key WebCrypto refuses. */
export async function createAppleClientSecret(input: {
  pkcs8: Uint8Array<ArrayBuffer>;
  ids: AppleIds;
  validitySeconds: number;
  now: Date;
}): Promise<AppleSecretResult> {
  let key: CryptoKey;
  try {
    key = await importEs256Key(input.pkcs8);
  } catch {
    return { ok: false, error: KEY_IMPORT_ERROR };
  }
  const claims = appleClientSecretClaims(input.ids, input.now, input.validitySeconds);
  const token = await signEs256(key, { kid: input.ids.keyId.trim() }, claims);
  return { ok: true, token, exp: claims.exp };
}
