import {
  combineChunks,
  createChunks,
  createServerClient,
  stringFromBase64URL,
  stringToBase64URL,
} from '@supabase/ssr';
import type { Session } from '@supabase/supabase-js';
import { decodeJwt, SignJWT } from 'jose';

/*
 * A browser's cookies for the SSR examples' test, kept in @supabase/ssr's own format (`base64-` + base64url JSON,
 * split into `.0`, `.1`… chunks when long), so a test can sign in, read the stored session, and put back a
 * changed one: in particular a session whose access token has really expired.
 */

export type Jar = Map<string, string>;

export const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** A server-side client whose cookies live in `jar`, as a browser's would. */
export function clientWithJar(url: string, anonKey: string, jar: Jar) {
  return createServerClient(url, anonKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value } of cookies) {
          if (value === '') jar.delete(name);
          else jar.set(name, value);
        }
      },
    },
  });
}

/** A browser that signed in with a password: its cookies hold a fresh session. */
export async function signedInJar(
  url: string,
  anonKey: string,
  email: string,
  password: string,
): Promise<Jar> {
  const jar: Jar = new Map();
  const { error } = await clientWithJar(url, anonKey, jar).auth.signInWithPassword({ email, password });
  if (error) throw error;
  return jar;
}

/**
 * Runs `start` (which starts platform-dev) with the service told to sign tokens with `jwtSecret`, so a test can
 * make a genuinely expired one with expireAccessToken().
 */
export async function signingWith<T>(jwtSecret: string, start: () => Promise<T>): Promise<T> {
  process.env.PLATFORM_DEV_JWT_SECRET = jwtSecret;
  try {
    return await start();
  } finally {
    delete process.env.PLATFORM_DEV_JWT_SECRET;
  }
}

/** The cookies a browser keeps from these Set-Cookie lines (an empty value or Max-Age=0 deletes one). */
export function jarFromSetCookies(lines: string[], jar: Jar = new Map()): Jar {
  for (const line of lines) {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = decodeURIComponent(pair.slice(at + 1).trim());
    const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
    if (value === '' || expired) jar.delete(name);
    else jar.set(name, value);
  }
  return jar;
}

/** The auth cookie's name in `jar` (`sb-<ref>-auth-token`, or its first chunk's base name). */
export function sessionKey(jar: Jar): string {
  for (const name of jar.keys()) {
    const match = /^(sb-[^.]+-auth-token)(\.\d+)?$/.exec(name);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no session cookie among ${[...jar.keys()].join(', ') || 'no cookies'}`);
}

export async function readSession(jar: Jar): Promise<Session> {
  const key = sessionKey(jar);
  const raw = await combineChunks(key, (name) => jar.get(name));
  if (!raw?.startsWith('base64-')) throw new Error(`unexpected session cookie: ${raw?.slice(0, 20)}`);
  return JSON.parse(stringFromBase64URL(raw.slice('base64-'.length))) as Session;
}

export function writeSession(jar: Jar, session: Session): void {
  const key = sessionKey(jar);
  for (const name of [...jar.keys()]) if (name === key || name.startsWith(`${key}.`)) jar.delete(name);
  for (const { name, value } of createChunks(key, `base64-${stringToBase64URL(JSON.stringify(session))}`)) {
    jar.set(name, value);
  }
}

/**
 * Replaces the session's access token with one for the same user and session that expired an hour ago,
 * signed with the service's key (so only its age is wrong), and says so in `expires_at`.
 */
export async function expireAccessToken(jar: Jar, jwtSecret: string): Promise<Session> {
  const session = await readSession(jar);
  const now = Math.floor(Date.now() / 1000);
  const claims = decodeJwt(session.access_token);
  const accessToken = await new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(jwtSecret));
  const expired = { ...session, access_token: accessToken, expires_at: now - 3600 };
  writeSession(jar, expired);
  return expired;
}
