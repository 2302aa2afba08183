import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseApplePrivateKey } from './private-key';

const pkcs8Pem = (key: ReturnType<typeof generateKeyPairSync>['privateKey']) =>
  key.export({ type: 'pkcs8', format: 'pem' }).toString();

const p256 = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;

describe('parseApplePrivateKey', () => {
  it('accepts a PKCS#8 P-256 key and returns its DER bytes', () => {
    const result = parseApplePrivateKey(pkcs8Pem(p256));
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(Buffer.from(result.der)).toEqual(p256.export({ type: 'pkcs8', format: 'der' }));
    }
  });

  it('accepts the key with Windows line endings and text around it', () => {
    const text = `Downloaded from Apple\r\n${pkcs8Pem(p256).replace(/\n/g, '\r\n')}\r\n`;
    expect(parseApplePrivateKey(text).ok).toBe(true);
  });

  it.each([
    ['an empty file', '', 'The file is empty.'],
    ['a file of spaces', '  \n ', 'The file is empty.'],
    [
      'random text',
      'hello, this is not a key',
      'a .p8 file is text that starts with "-----BEGIN PRIVATE KEY-----"',
    ],
    [
      'an RSA key in PKCS#8',
      pkcs8Pem(generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey),
      'This is an RSA private key.',
    ],
    [
      'an RSA key in PKCS#1',
      generateKeyPairSync('rsa', { modulusLength: 1024 })
        .privateKey.export({ type: 'pkcs1', format: 'pem' })
        .toString(),
      'This is an RSA private key.',
    ],
    ['an EC key in SEC1 form', p256.export({ type: 'sec1', format: 'pem' }).toString(), 'older SEC1 form'],
    [
      'a P-384 key',
      pkcs8Pem(generateKeyPairSync('ec', { namedCurve: 'P-384' }).privateKey),
      'uses another curve than P-256',
    ],
    [
      'an Ed25519 key',
      pkcs8Pem(generateKeyPairSync('ed25519').privateKey),
      'This private key is not an EC key.',
    ],
    [
      'a public key',
      generateKeyPairSync('ec', { namedCurve: 'P-256' })
        .publicKey.export({ type: 'spki', format: 'pem' })
        .toString(),
      'This is a public key',
    ],
    [
      'an unknown PEM block',
      '-----BEGIN X509 CRL-----\nAAAA\n-----END X509 CRL-----',
      'This file holds a "X509 CRL", not a private key.',
    ],
    [
      'a damaged body',
      '-----BEGIN PRIVATE KEY-----\nnot*base64\n-----END PRIVATE KEY-----',
      'not valid base64',
    ],
    [
      'base64 that is not DER',
      `-----BEGIN PRIVATE KEY-----\n${Buffer.from('garbage garbage garbage').toString('base64')}\n-----END PRIVATE KEY-----`,
      'This file is not a PKCS#8 private key.',
    ],
  ])('explains %s', (_, text, message) => {
    const result = parseApplePrivateKey(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toContain(message);
      expect(result.error).toContain('Choose the .p8 key file you downloaded from Apple');
    }
  });

  it('never throws on random bytes', () => {
    for (let round = 0; round < 200; round++) {
      const body = Buffer.from(
        Array.from({ length: 1 + (round % 90) }, () => Math.floor(Math.random() * 256)),
      );
      const text = `-----BEGIN PRIVATE KEY-----\n${body.toString('base64')}\n-----END PRIVATE KEY-----`;
      expect(() => parseApplePrivateKey(text)).not.toThrow();
    }
  });
});
