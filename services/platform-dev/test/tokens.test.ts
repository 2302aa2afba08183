// Bad access tokens of every kind are refused with a JSON message on every signed-in route: 401 on the platform
// routes; on the auth routes GoTrue's statuses, 401 `no_authorization` without a bearer token and 403 for a
// bearer token that does not verify or whose session has ended.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser, manyUser } from '../src/seed/seed-data.ts';
import { bearer, signIn } from './support/http.ts';
import { databaseKind, startTestServer, TEST_SECRET, type TestServer } from './support/server.ts';

let server: TestServer;
let valid: string;
let sessionId: string;
let anonKey: string;
beforeAll(async () => {
  server = await startTestServer();
  valid = (await signIn(server.url, demoUser.email)).access_token;
  sessionId = claimsOf(valid).session_id as string;
  const api = await fetch(`${server.url}/platform/props/project/demostorefrontapiref/api`, {
    headers: bearer(valid),
  });
  anonKey = ((await api.json()) as { autoApiService: { defaultApiKey: string } }).autoApiService
    .defaultApiKey;
});
afterAll(() => server?.close());

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

function sign(claims: Record<string, unknown>, secret = TEST_SECRET, expiresIn: number | string = '1h') {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret));
}

const goodClaims = () => ({
  sub: demoUser.id,
  aud: 'authenticated',
  role: 'authenticated',
  email: demoUser.email,
  session_id: sessionId,
});

const routes = [
  '/platform/organizations',
  '/platform/projects',
  '/v1/projects/demostorefrontapiref/branches',
  '/platform/props/project/demostorefrontapiref/api',
  '/auth/v1/user',
];

async function badHeaders(): Promise<[string, Record<string, string>][]> {
  const [header, payload, signature] = valid.split('.');
  return [
    ['no Authorization header', {}],
    ['an empty Authorization header', { Authorization: '' }],
    ['"Bearer" with no token', { Authorization: 'Bearer ' }],
    [
      'Basic credentials',
      { Authorization: `Basic ${Buffer.from('demo@example.com:demo-password').toString('base64')}` },
    ],
    ['the token without "Bearer"', { Authorization: valid }],
    ['a token that is not a JWT', { Authorization: 'Bearer not-a-jwt' }],
    ['a JWT with junk segments', { Authorization: 'Bearer aaa.bbb.ccc' }],
    ['a 10 KB token', { Authorization: `Bearer ${'a'.repeat(5000)}.${'b'.repeat(5000)}.c` }],
    [
      'an expired token',
      {
        Authorization: `Bearer ${await sign(goodClaims(), TEST_SECRET, Math.floor(Date.now() / 1000) - 60)}`,
      },
    ],
    [
      'a token signed with another secret',
      { Authorization: `Bearer ${await sign(goodClaims(), 'another-secret-another-secret-another-secret')}` },
    ],
    [
      'a tampered payload (another user)',
      { Authorization: `Bearer ${header}.${b64({ ...claimsOf(valid), sub: manyUser.id })}.${signature}` },
    ],
    ['a tampered signature', { Authorization: `Bearer ${header}.${payload}.${signature?.slice(0, -2)}AA` }],
    ['alg: none', { Authorization: `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${payload}.` }],
    [
      'alg: HS512 with the right secret',
      {
        Authorization: `Bearer ${await new SignJWT(goodClaims()).setProtectedHeader({ alg: 'HS512' }).setExpirationTime('1h').sign(new TextEncoder().encode(TEST_SECRET))}`,
      },
    ],
    ['the wrong audience', { Authorization: `Bearer ${await sign({ ...goodClaims(), aud: 'anon' })}` }],
    [
      'no session_id claim',
      { Authorization: `Bearer ${await sign({ ...goodClaims(), session_id: undefined })}` },
    ],
    [
      'a session that does not exist',
      {
        Authorization: `Bearer ${await sign({ ...goodClaims(), session_id: '00000000-0000-4000-8000-000000000000' })}`,
      },
    ],
    [
      'a session of another user',
      { Authorization: `Bearer ${await sign({ ...goodClaims(), sub: manyUser.id })}` },
    ],
    ['a project anon key', { Authorization: `Bearer ${anonKey}` }],
    [
      'ids that are not UUIDs (signed with the right secret)',
      { Authorization: `Bearer ${await sign({ ...goodClaims(), sub: "1' OR '1'='1", session_id: 'x' })}` },
    ],
  ];
}

describe(`access tokens (${databaseKind})`, () => {
  it('accepts the valid token on every route', async () => {
    for (const route of routes) {
      expect((await fetch(`${server.url}${route}`, { headers: bearer(valid) })).status, route).toBe(200);
    }
  });

  it('refuses every kind of bad token on every route with JSON and no stack trace', async () => {
    const cases = await badHeaders();
    expect(cases.length).toBeGreaterThan(15);
    for (const [name, headers] of cases) {
      const hasBearer = /^bearer \S+$/i.test(headers.Authorization ?? '');
      for (const route of routes) {
        const auth = route.startsWith('/auth/v1');
        const response = await fetch(`${server.url}${route}`, { headers });
        const text = await response.text();
        expect(response.status, `${name} on ${route}: ${text}`).toBe(auth && hasBearer ? 403 : 401);
        expect(response.headers.get('content-type')).toContain('application/json');
        const body = JSON.parse(text);
        expect(typeof body.message).toBe('string');
        if (auth) {
          expect(body.code).toMatch(hasBearer ? /^(bad_jwt|session_not_found)$/ : /^no_authorization$/);
        } else expect(Object.keys(body)).toEqual(['message']);
        expect(text).not.toMatch(/\bat .+:\d+:\d+|node_modules|\.ts\b/);
      }
    }
  });

  it('checks the issuer, an iat not ahead of the clock and a lifetime no longer than its own tokens', async () => {
    const now = Math.floor(Date.now() / 1000);
    const hand = (claims: Record<string, unknown>, iat: number, exp: number, issuer?: string) => {
      const jwt = new SignJWT({ ...goodClaims(), ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(iat)
        .setExpirationTime(exp);
      return (issuer === undefined ? jwt : jwt.setIssuer(issuer)).sign(new TextEncoder().encode(TEST_SECRET));
    };
    const status = async (token: string) =>
      (await fetch(`${server.url}/platform/projects`, { headers: bearer(token) })).status;
    // The same claims as the server's own tokens pass, so each refusal below is for the one claim changed.
    expect(await status(await hand({}, now, now + 3600, 'platform-dev'))).toBe(200);
    expect(await status(await hand({}, now + 30, now + 3600, 'platform-dev'))).toBe(200);
    const refused: [string, string][] = [
      ['no issuer', await hand({}, now, now + 3600)],
      ['another issuer', await hand({}, now, now + 3600, 'https://evil.example/auth/v1')],
      ['iat a year ahead', await hand({}, now + 365 * 86400, now + 365 * 86400 + 3600, 'platform-dev')],
      ['iat two minutes ahead', await hand({}, now + 120, now + 3600, 'platform-dev')],
      ['exp in 2100', await hand({}, now, 4_102_444_800, 'platform-dev')],
      ['a lifetime of an hour and a second', await hand({}, now - 1, now + 3600, 'platform-dev')],
    ];
    for (const [name, token] of refused) expect(await status(token), name).toBe(401);
  });

  it('never logs the tokens it refused', () => {
    expect(server.logs.join('')).not.toContain('eyJ');
  });
});
