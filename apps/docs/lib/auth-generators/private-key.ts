import { bytesFromBase64 } from './base64url';

/*
 * Reads the `.p8` file Apple hands out for Sign in with Apple: a PEM "PRIVATE KEY" block holding a PKCS#8
 * PrivateKeyInfo for an EC key on P-256. Everything else a reader might pick by mistake (an RSA key, a SEC1
 * "EC PRIVATE KEY", a certificate, a public key, an encrypted key, any other file) gets a message that says
 * what the file is and what to choose instead. Only the outer structure is checked here; WebCrypto's import
 * checks the key itself.
 */

export type PrivateKeyResult = { ok: true; der: Uint8Array<ArrayBuffer> } | { ok: false; error: string };

const CHOOSE_P8 = "Choose the .p8 key file you downloaded from Apple's Certificates, Identifiers & Profiles.";
const RSA_KEY = 'This is an RSA private key. Sign in with Apple keys are EC keys on the P-256 curve.';

/** Messages for PEM labels that are recognisably the wrong kind of file. */
const WRONG_LABELS: Record<string, string> = {
  'RSA PRIVATE KEY': RSA_KEY,
  'EC PRIVATE KEY':
    'This EC key is in the older SEC1 form ("BEGIN EC PRIVATE KEY"). Apple\'s .p8 files are PKCS#8 ("BEGIN PRIVATE KEY"): use the file as downloaded, or convert it with `openssl pkcs8 -topk8 -nocrypt`.',
  'ENCRYPTED PRIVATE KEY': "This private key is protected by a password; Apple's .p8 files are not.",
  'PUBLIC KEY': 'This is a public key; signing needs the private key.',
  CERTIFICATE: 'This is a certificate, not a private key.',
  'OPENSSH PRIVATE KEY': 'This is an SSH key, not a Sign in with Apple key.',
};

// DER encodings of the object identifiers we tell apart (tag 06, length, value).
const OID = {
  ecPublicKey: [0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01],
  prime256v1: [0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07],
  rsaEncryption: [0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01],
};

interface Tlv {
  tag: number;
  /** Offset of the first content byte. */
  start: number;
  /** Offset just past the content. */
  end: number;
}

/** One DER tag-length-value at `offset`, or null when the bytes do not hold one inside `limit`. */
function readTlv(bytes: Uint8Array, offset: number, limit = bytes.length): Tlv | null {
  const tag = bytes[offset];
  let lengthByte = bytes[offset + 1];
  if (tag === undefined || lengthByte === undefined) return null;
  let start = offset + 2;
  let length = lengthByte;
  if (lengthByte & 0x80) {
    const count = lengthByte & 0x7f;
    if (count === 0 || count > 3) return null;
    length = 0;
    for (let index = 0; index < count; index++) {
      lengthByte = bytes[start + index];
      if (lengthByte === undefined) return null;
      length = length * 256 + lengthByte;
    }
    start += count;
  }
  const end = start + length;
  return end <= limit ? { tag, start, end } : null;
}

function startsWith(bytes: Uint8Array, offset: number, expected: number[]): boolean {
  return expected.every((byte, index) => bytes[offset + index] === byte);
}

/** What the DER says about the key: fine, or why it is not a PKCS#8 P-256 EC key. */
function checkPkcs8(der: Uint8Array): string | null {
  const notPkcs8 = 'This file is not a PKCS#8 private key.';
  const outer = readTlv(der, 0);
  if (outer?.tag !== 0x30 || outer.end !== der.length) return notPkcs8;
  const version = readTlv(der, outer.start, outer.end);
  if (version?.tag !== 0x02) return notPkcs8;
  const algorithm = readTlv(der, version.end, outer.end);
  if (algorithm?.tag !== 0x30) return notPkcs8;
  const key = readTlv(der, algorithm.end, outer.end);
  if (key?.tag !== 0x04) return notPkcs8;
  if (startsWith(der, algorithm.start, OID.rsaEncryption)) {
    return RSA_KEY;
  }
  if (!startsWith(der, algorithm.start, OID.ecPublicKey)) {
    return 'This private key is not an EC key. Sign in with Apple keys are EC keys on the P-256 curve.';
  }
  if (!startsWith(der, algorithm.start + OID.ecPublicKey.length, OID.prime256v1)) {
    return 'This EC key uses another curve than P-256, the only one Sign in with Apple accepts.';
  }
  return null;
}

/** Parses the text of a `.p8` file into the DER bytes WebCrypto imports as 'pkcs8'. */
export function parseApplePrivateKey(text: string): PrivateKeyResult {
  if (text.trim().length === 0) return { ok: false, error: `The file is empty. ${CHOOSE_P8}` };
  const block = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/.exec(text);
  if (!block) {
    return {
      ok: false,
      error: `This file is not a private key: a .p8 file is text that starts with "-----BEGIN PRIVATE KEY-----". ${CHOOSE_P8}`,
    };
  }
  const [, label = '', body = ''] = block;
  if (label !== 'PRIVATE KEY') {
    const known = WRONG_LABELS[label];
    return {
      ok: false,
      error: `${known ?? `This file holds a "${label}", not a private key.`} ${CHOOSE_P8}`,
    };
  }
  const der = bytesFromBase64(body);
  if (!der)
    return {
      ok: false,
      error: `The key in this file is damaged (its text is not valid base64). ${CHOOSE_P8}`,
    };
  const problem = checkPkcs8(der);
  return problem ? { ok: false, error: `${problem} ${CHOOSE_P8}` } : { ok: true, der };
}

/** The message when WebCrypto refuses a key that looked right from the outside. */
export const KEY_IMPORT_ERROR = `The browser could not read this P-256 private key; the file may be damaged. ${CHOOSE_P8}`;
