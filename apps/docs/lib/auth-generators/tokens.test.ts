import { generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, importPKCS8, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  APPLE_AUDIENCE,
  appleClientSecretClaims,
  appleIdErrors,
  createAppleClientSecret,
} from './apple-client-secret';
import { APPLE_MAX_VALIDITY_SECONDS } from './expiry';
import { parseApplePrivateKey } from './private-key';
import { createRoleJwt } from './role-jwt';

const ids = { teamId: 'TEAM123456', keyId: 'KEY9876543', servicesId: 'com.example.web' };
const now = new Date('2026-11-23T10:00:00Z');
const nowSeconds = now.getTime() / 1000;

function p8() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const parsed = parseApplePrivateKey(pem);
  if (!parsed.ok) throw new Error(parsed.error);
  return { pem, der: parsed.der, publicKey };
}

describe('Apple client secret', () => {
  it('is an ES256 JWT with the Key ID as kid that verifies with the public key', async () => {
    const key = p8();
    const result = await createAppleClientSecret({ pkcs8: key.der, ids, validitySeconds: 180 * 86_400, now });
    if (!result.ok) throw new Error(result.error);
    expect(decodeProtectedHeader(result.token)).toEqual({ alg: 'ES256', kid: 'KEY9876543' });
    const { payload } = await jwtVerify(result.token, key.publicKey, {
      algorithms: ['ES256'],
      issuer: 'TEAM123456',
      subject: 'com.example.web',
      audience: 'https://appleid.apple.com',
      currentDate: now,
    });
    expect(payload).toEqual({
      iss: 'TEAM123456',
      sub: 'com.example.web',
      aud: APPLE_AUDIENCE,
      iat: nowSeconds,
      exp: nowSeconds + 180 * 86_400,
    });
    expect(result.exp).toBe(payload.exp);
  });

  it('verifies with a key jose itself reads from the same .p8', async () => {
    const { pem, der } = p8();
    const result = await createAppleClientSecret({
      pkcs8: der,
      ids,
      validitySeconds: APPLE_MAX_VALIDITY_SECONDS,
      now,
    });
    if (!result.ok) throw new Error(result.error);
    const privateKey = await importPKCS8(pem, 'ES256', { extractable: true });
    const { createPublicKey, KeyObject } = await import('node:crypto');
    const publicKey = createPublicKey(KeyObject.from(privateKey as CryptoKey));
    const { payload } = await jwtVerify(result.token, publicKey, { currentDate: now });
    expect(payload.exp).toBe(nowSeconds + APPLE_MAX_VALIDITY_SECONDS);
  });

  it('never lets exp go past 15,777,000 seconds (about 6 months) after iat', () => {
    const claims = appleClientSecretClaims(ids, now, 365 * 86_400);
    expect(claims.exp - claims.iat).toBe(APPLE_MAX_VALIDITY_SECONDS);
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(183 * 86_400);
  });

  it('signs the trimmed IDs', () => {
    const claims = appleClientSecretClaims(
      { ...ids, teamId: ' TEAM123456 ', servicesId: 'com.example.web\n' },
      now,
      60,
    );
    expect(claims.iss).toBe('TEAM123456');
    expect(claims.sub).toBe('com.example.web');
  });

  it('reports every malformed ID at once', () => {
    expect(appleIdErrors(ids)).toEqual({});
    expect(Object.keys(appleIdErrors({ teamId: 'x', keyId: '', servicesId: 'nope' })).sort()).toEqual([
      'keyId',
      'servicesId',
      'teamId',
    ]);
  });

  it('turns a key WebCrypto refuses into a message instead of throwing', async () => {
    const { der } = p8();
    const broken = der.slice();
    // Zero the private scalar: the structure still parses, but no valid P-256 key is 0.
    broken.fill(0, 36, 68);
    const result = await createAppleClientSecret({ pkcs8: broken, ids, validitySeconds: 60, now });
    expect(result).toEqual({
      ok: false,
      error: expect.stringContaining('could not read this P-256 private key'),
    });
  });
});

describe('role JWT', () => {
  const secret = 'super-secret-jwt-token-with-at-least-32-characters-long';

  it.each(['anon', 'service_role'] as const)(
    'signs a %s key with HS256 that verifies with the secret',
    async (role) => {
      const exp = nowSeconds + 10 * 365 * 86_400;
      const token = await createRoleJwt({ secret, role, now, exp });
      expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
      const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
        algorithms: ['HS256'],
        issuer: 'supabase',
        currentDate: now,
      });
      expect(payload).toEqual({ role, iss: 'supabase', iat: nowSeconds, exp });
    },
  );

  it('does not verify with another secret', async () => {
    const token = await createRoleJwt({ secret, role: 'anon', now, exp: nowSeconds + 60 });
    await expect(
      jwtVerify(token, new TextEncoder().encode(`${secret}!`), { currentDate: now }),
    ).rejects.toThrow(/signature/);
  });
});
