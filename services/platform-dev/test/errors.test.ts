// Errors are JSON with a message and never carry a stack trace; an unexpected failure is a generic 500 whose
// details go to the log, without tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUser } from '../src/seed/seed-data.ts';
import { authClient } from './support/auth-client.ts';
import { bearer, signIn } from './support/http.ts';
import { databaseKind, startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.url, demoUser.email)).access_token;
});
afterAll(() => server?.close());

const STACK = /\bat [^\n]+:\d+:\d+|node_modules|\/src\/|\.ts:\d+/;
const tokenRequest = (query: string, body: string, contentType = 'application/json') =>
  fetch(`${server.url}/auth/v1/token${query}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  });

describe(`error answers (${databaseKind})`, () => {
  it.each([
    ['an unknown path', () => fetch(`${server.url}/nothing/here`), 404, { message: 'Not found' }],
    [
      'an unknown platform path',
      () => fetch(`${server.url}/platform/nothing`, { headers: bearer(token) }),
      404,
      { message: 'Not found' },
    ],
    [
      'a wrong method',
      () => fetch(`${server.url}/platform/projects`, { method: 'DELETE', headers: bearer(token) }),
      404,
      { message: 'Not found' },
    ],
    [
      'no grant_type',
      () => tokenRequest('', '{}'),
      400,
      { code: 'validation_failed', error: 'unsupported_grant_type' },
    ],
    [
      'an unknown grant_type',
      () => tokenRequest('?grant_type=magic', '{}'),
      400,
      { error: 'unsupported_grant_type' },
    ],
    [
      'a body that is not JSON',
      () => tokenRequest('?grant_type=password', '{"email":'),
      400,
      { code: 'validation_failed', error: 'invalid_request' },
    ],
    [
      'a JSON body of the wrong shape',
      () => tokenRequest('?grant_type=password', '[1,2]'),
      400,
      { msg: 'An email and a password are required' },
    ],
    [
      'a non-string password',
      () => tokenRequest('?grant_type=password', '{"email":"demo@example.com","password":{"$ne":null}}'),
      400,
      { code: 'validation_failed' },
    ],
    [
      'a pkce grant without a verifier',
      () => tokenRequest('?grant_type=pkce', '{"auth_code":"x"}'),
      400,
      { code: 'validation_failed' },
    ],
    [
      'a body over 64 KiB',
      () => tokenRequest('?grant_type=password', JSON.stringify({ email: 'x'.repeat(70_000) })),
      413,
      { message: 'Request body is too large' },
    ],
    [
      'a logout with a bad scope',
      () => fetch(`${server.url}/auth/v1/logout?scope=everyone`, { method: 'POST', headers: bearer(token) }),
      400,
      { code: 'validation_failed' },
    ],
  ] as const)('answers %s with JSON and no stack trace', async (_name, send, status, shape) => {
    const response = await send();
    const text = await response.text();
    expect(response.status, text).toBe(status);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(text)).toMatchObject(shape);
    expect(text).not.toMatch(STACK);
  });

  it('turns an unexpected failure into a generic 500 and logs it without secrets', async () => {
    // A real failure, not a mock: the table the route reads is gone.
    await server.app.db.query('ALTER TABLE projects RENAME TO projects_away');
    try {
      const logBefore = server.logs.length;
      const response = await fetch(`${server.url}/platform/projects`, { headers: bearer(token) });
      const text = await response.text();
      expect(response.status).toBe(500);
      expect(JSON.parse(text)).toEqual({ message: 'Internal server error' });
      expect(text).not.toMatch(STACK);
      expect(text).not.toContain('projects');

      const logged = server.logs.slice(logBefore).join('');
      expect(logged).toContain('GET /platform/projects failed');
      expect(logged).toMatch(/relation "projects" does not exist/);
      expect(logged).not.toContain(token);

      // auth-js treats a 5xx as a retryable failure, as against the real server.
      const { client } = authClient(server.url);
      await client.signInWithPassword({ email: demoUser.email, password: DEMO_PASSWORD });
    } finally {
      await server.app.db.query('ALTER TABLE projects_away RENAME TO projects');
    }
    expect((await fetch(`${server.url}/platform/projects`, { headers: bearer(token) })).status).toBe(200);
  });

  it('an auth route that fails unexpectedly answers in GoTrue’s shape', async () => {
    await server.app.db.query('ALTER TABLE sessions RENAME TO sessions_away');
    try {
      const response = await tokenRequest(
        '?grant_type=password',
        JSON.stringify({ email: demoUser.email, password: DEMO_PASSWORD }),
      );
      const text = await response.text();
      expect(response.status).toBe(500);
      expect(JSON.parse(text)).toMatchObject({ code: 'unexpected_failure', msg: 'Internal server error' });
      expect(text).not.toMatch(STACK);
      expect(server.logs.join('')).not.toContain(DEMO_PASSWORD);
    } finally {
      await server.app.db.query('ALTER TABLE sessions_away RENAME TO sessions');
    }
  });
});
