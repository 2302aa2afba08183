import { describe, expect, it } from 'vitest';
import { base64urlFromBytes, base64urlFromText, bytesFromBase64 } from './base64url';

describe('base64url', () => {
  it('uses - and _ instead of + and / and drops the padding', () => {
    expect(base64urlFromBytes(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('-_-_');
    expect(base64urlFromBytes(new Uint8Array([1]))).toBe('AQ');
    expect(Buffer.from(base64urlFromBytes(new Uint8Array([0xfb, 0xef])), 'base64url')).toEqual(
      Buffer.from([0xfb, 0xef]),
    );
  });

  it('encodes text as UTF-8, like Node does', () => {
    const text = '{"sub":"ünïcode ✓"}';
    expect(base64urlFromText(text)).toBe(Buffer.from(text).toString('base64url'));
  });

  it('reads a PEM body with line breaks and rejects what is not base64', () => {
    const bytes = Buffer.from('a key body long enough to wrap over lines');
    const wrapped = bytes.toString('base64').replace(/(.{16})/g, '$1\n');
    expect(Buffer.from(bytesFromBase64(wrapped) ?? [])).toEqual(bytes);
    expect(bytesFromBase64('not base64!')).toBeNull();
    expect(bytesFromBase64('abc')).toBeNull();
    expect(bytesFromBase64('')).toBeNull();
  });
});
