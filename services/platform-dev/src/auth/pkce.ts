// PKCE (RFC 7636), S256 only: the challenge is base64url(SHA-256(verifier)).
import { equalStrings, sha256 } from './random.ts';

/** RFC 7636 §4.1: 43–128 characters from the unreserved set. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
/** An S256 challenge is a base64url SHA-256: exactly 43 characters. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export function isS256Method(method: string | undefined): boolean {
  // auth-js sends "s256"; the RFC spells it "S256".
  return method?.toLowerCase() === 's256';
}

export function isValidChallenge(challenge: string | undefined): challenge is string {
  return challenge !== undefined && S256_CHALLENGE.test(challenge);
}

export function verifierMatches(verifier: string, challenge: string): boolean {
  return VERIFIER.test(verifier) && equalStrings(sha256(verifier), challenge);
}
