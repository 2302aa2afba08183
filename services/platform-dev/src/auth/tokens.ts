// Access tokens (HS256 JWTs in GoTrue's shape) and the projects' anon keys.
import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 3600;
const AUDIENCE = 'authenticated';
/** How far ahead of this server's clock a token's `iat` may be (clock skew), in seconds. */
const MAX_CLOCK_SKEW_SECONDS = 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface AccessClaims {
  userId: string;
  sessionId: string;
  email: string;
}

/** GoTrue's `amr` entry: how and when (Unix seconds) the session was authenticated. */
interface AmrEntry {
  method: string;
  timestamp: number;
}

/** Claims beyond the ones every token has (all optional: aal1, no amr, not anonymous by default). */
interface ExtraClaims {
  phone?: string;
  aal?: 'aal1' | 'aal2';
  amr?: AmrEntry[];
  isAnonymous?: boolean;
}

export interface TokenService {
  signAccessToken(claims: AccessClaims & ExtraClaims): Promise<{ token: string; expiresAt: number }>;
  /** The claims of a valid token, or null for anything else (malformed, expired, wrong key or algorithm). */
  verifyAccessToken(token: string): Promise<AccessClaims | null>;
  /** A stable anon key for a project ref: a JWT with `role: "anon"`, signed with a key of its own. */
  anonKeyFor(ref: string): Promise<string>;
}

export function createTokenService(secret: string, issuer: string): TokenService {
  const accessKey = new TextEncoder().encode(secret);
  // A different key for anon keys, so an anon key can never pass as an access token here.
  const anonKey = createHmac('sha256', secret).update('platform-dev anon keys').digest();
  const anonKeys = new Map<string, Promise<string>>();
  // A token that verified once is the same string with the same signature next time: remember its claims
  // until it expires instead of checking the HMAC again on every request.
  const verified = new Map<string, { claims: AccessClaims; exp: number }>();

  return {
    async signAccessToken({ userId, sessionId, email, phone = '', aal = 'aal1', amr, isAnonymous = false }) {
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = now + ACCESS_TOKEN_SECONDS;
      const token = await new SignJWT({
        email,
        phone,
        role: 'authenticated',
        session_id: sessionId,
        aal,
        ...(amr ? { amr } : {}),
        is_anonymous: isAnonymous,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setAudience(AUDIENCE)
        .setIssuer(issuer)
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(accessKey);
      return { token, expiresAt };
    },

    async verifyAccessToken(token) {
      const known = verified.get(token);
      if (known) {
        if (known.exp > Date.now() / 1000) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, accessKey, {
          algorithms: ['HS256'],
          audience: AUDIENCE,
          issuer,
          requiredClaims: ['iat', 'exp', 'sub'],
        });
        const { sub, session_id: sessionId, email, role, exp, iat } = payload;
        if (role !== 'authenticated' || typeof exp !== 'number' || typeof iat !== 'number') return null;
        // Only what this server issues: not from the future, and no longer-lived than its own tokens.
        if (iat > Date.now() / 1000 + MAX_CLOCK_SKEW_SECONDS) return null;
        if (exp - iat > ACCESS_TOKEN_SECONDS) return null;
        // Ids go into uuid columns: anything else could only come from a token we did not issue.
        if (typeof sub !== 'string' || !UUID.test(sub)) return null;
        if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return null;
        const claims = { userId: sub, sessionId, email: typeof email === 'string' ? email : '' };
        if (verified.size >= 10_000) verified.clear();
        verified.set(token, { claims, exp });
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },

    anonKeyFor(ref) {
      let key = anonKeys.get(ref);
      if (!key) {
        // Fixed iat/exp so the same ref always gets the same key.
        key = new SignJWT({ iss: 'platform-dev', ref, role: 'anon' })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setIssuedAt(1_700_000_000)
          .setExpirationTime(2_000_000_000)
          .sign(anonKey);
        anonKeys.set(ref, key);
      }
      return key;
    },
  };
}
