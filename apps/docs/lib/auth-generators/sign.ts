import { base64urlFromBytes, base64urlFromText } from './base64url';

/*
 * Compact JWS signing with WebCrypto (browsers, and Node 20 for the tests). Nothing leaves the page: keys are
 * imported as non-extractable and used only to sign. ECDSA in WebCrypto returns r‖s (64 bytes for P-256),
 * which is exactly the signature form JWS wants for ES256 (RFC 7518 §3.4).
 */

export type JwtHeader = { alg: 'ES256' | 'HS256'; typ?: 'JWT'; kid?: string };
export type JwtClaims = Record<string, string | number>;

const encoder = new TextEncoder();

async function signedToken(
  header: JwtHeader,
  claims: JwtClaims,
  sign: (data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer>,
) {
  const input = `${base64urlFromText(JSON.stringify(header))}.${base64urlFromText(JSON.stringify(claims))}`;
  const signature = await sign(encoder.encode(input));
  return `${input}.${base64urlFromBytes(new Uint8Array(signature))}`;
}

/** Imports a PKCS#8 P-256 private key; rejects when WebCrypto cannot read it. */
export function importEs256Key(pkcs8: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey('pkcs8', pkcs8, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
}

export function signEs256(
  key: CryptoKey,
  header: Omit<JwtHeader, 'alg'>,
  claims: JwtClaims,
): Promise<string> {
  return signedToken({ alg: 'ES256', ...header }, claims, (data) =>
    crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, data),
  );
}

/** HS256 with the secret's UTF-8 bytes as the key, as the platform's services read their JWT secret. */
export async function signHs256(secret: string, claims: JwtClaims): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return signedToken({ alg: 'HS256', typ: 'JWT' }, claims, (data) => crypto.subtle.sign('HMAC', key, data));
}
