/*
 * base64url without padding (RFC 7515 §2), the encoding of every JWT part. Works on bytes so that UTF-8 text
 * and signatures go through the same path; `btoa` is available in browsers and in Node 16+.
 */

const encoder = new TextEncoder();

export function base64urlFromBytes(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64urlFromText(text: string): string {
  return base64urlFromBytes(encoder.encode(text));
}

/** Standard base64 (as in a PEM body, whitespace allowed) to bytes; `null` when it is not valid base64. */
export function bytesFromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  const compact = text.replace(/\s+/g, '');
  if (compact.length === 0 || compact.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact))
    return null;
  const binary = atob(compact);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
