// CORS: the configured docs origins get answers they can read (and preflights), any other origin does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser } from '../src/seed/seed-data.ts';
import { bearer, signIn } from './support/http.ts';
import {
  DOCS_ORIGIN,
  databaseKind,
  GUIDES_ORIGIN,
  startTestServer,
  type TestServer,
} from './support/server.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.url, demoUser.email)).access_token;
});
afterAll(() => server?.close());

const allowed = [DOCS_ORIGIN, GUIDES_ORIGIN];
const refused = [
  'http://evil.example',
  'https://localhost:3000',
  'http://localhost:3001',
  'http://localhost:3000.evil.example',
  'http://127.0.0.1:3000/guides',
  'null',
  'http://LOCALHOST:3000x',
];

const preflight = (origin: string, path = '/platform/projects', method = 'GET') =>
  fetch(`${server.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': method,
      'Access-Control-Request-Headers':
        'authorization,content-type,x-client-info,x-supabase-api-version,apikey',
    },
  });

describe(`CORS (${databaseKind})`, () => {
  it.each(allowed)('answers a preflight from %s with 204 and the allowed headers', async (origin) => {
    for (const [path, method] of [
      ['/platform/projects', 'GET'],
      ['/auth/v1/token?grant_type=pkce', 'POST'],
      ['/auth/v1/logout', 'POST'],
    ] as const) {
      const response = await preflight(origin, path, method);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-methods')).toContain(method);
      const headers = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(',');
      for (const header of [
        'authorization',
        'content-type',
        'apikey',
        'x-client-info',
        'x-supabase-api-version',
      ]) {
        expect(headers).toContain(header);
      }
      expect(response.headers.get('vary')).toContain('Origin');
    }
  });

  it.each(allowed)('lets %s read answers, errors included', async (origin) => {
    const ok = await fetch(`${server.url}/platform/projects`, {
      headers: { ...bearer(token), Origin: origin },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe(origin);
    const denied = await fetch(`${server.url}/platform/projects`, { headers: { Origin: origin } });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('access-control-allow-origin')).toBe(origin);
    const grant = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(grant.status).toBe(400);
    expect(grant.headers.get('access-control-allow-origin')).toBe(origin);
    expect(grant.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
  });

  it.each(refused)('gives %s no Access-Control-Allow-Origin, on preflights and answers', async (origin) => {
    const response = await preflight(origin);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await fetch(`${server.url}/platform/projects`, {
      headers: { ...bearer(token), Origin: origin },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never answers with a wildcard or with credentials allowed', async () => {
    const response = await preflight(DOCS_ORIGIN);
    expect(response.headers.get('access-control-allow-origin')).not.toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
