// What a hostile web page (or another local user) can send: bodies in another media type than the route's
// (text/plain and typeless posts need no CORS preflight), oversized or deeply nested bodies to /__faults,
// NUL and control characters in any input, and a foreign Host header (DNS rebinding).
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUser } from '../src/seed/seed-data.ts';
import { formFields, postForm, requestFrom } from './support/http.ts';
import { DOCS_ORIGIN, databaseKind, startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
let named: TestServer;
beforeAll(async () => {
  [server, named] = await Promise.all([
    startTestServer({ faults: true, smsOutbox: true }),
    startTestServer({ allowedHosts: ['docs.test', 'box.internal:8080'] }),
  ]);
});
afterAll(() => Promise.all([server?.close(), named?.close()]));

const crossSite = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };
const signInBody = JSON.stringify({ email: demoUser.email, password: DEMO_PASSWORD });

async function signInPage(base: string) {
  const query = new URLSearchParams({
    redirect_to: `${DOCS_ORIGIN}/`,
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 's256',
  });
  return formFields(await (await fetch(`${base}/auth/v1/authorize?${query}`)).text());
}

/** A POST of `chunks` (with Content-Length, or chunked) on a connection of its own; resolves on the answer. */
function sendLarge(url: string, chunks: string[], declared: boolean): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const length = chunks.reduce((sum, chunk) => sum + Buffer.byteLength(chunk), 0);
    const req = request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', ...(declared ? { 'Content-Length': length } : {}) },
      },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0 });
      },
    );
    // Writes after the server has answered and closed fail; only a failure before any answer counts.
    req.on('error', (error) => setTimeout(() => reject(error), 1000));
    const write = (i: number) => {
      if (i === chunks.length) return req.end();
      req.write(chunks[i], () => write(i + 1));
    };
    write(0);
  });
}

describe(`media types (${databaseKind})`, () => {
  it.each([
    '/auth/v1/token?grant_type=password',
    '/auth/v1/signup',
    '/auth/v1/otp',
    '/auth/v1/verify',
    '/auth/v1/recover',
    '/auth/v1/resend',
  ])('answers a text/plain post to %s with GoTrue’s 400 bad_json', async (path) => {
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded']) {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': type, ...crossSite },
        body: signInBody,
      });
      expect(response.status, type).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'bad_json',
        error_code: 'bad_json',
        msg: 'Content-Type must be application/json',
      });
    }
    // A Blob without a type is sent with no Content-Type at all: refused too.
    const untyped = await fetch(`${server.url}${path}`, { method: 'POST', body: new Blob([signInBody]) });
    expect(untyped.status).toBe(400);
  });

  it('does not count refused posts: 35 cross-site text/plain sign-ins leave sign-in working', async () => {
    for (let i = 0; i < 35; i++) {
      const response = await requestFrom('127.0.7.1', `${server.url}/auth/v1/token?grant_type=password`, {
        headers: { 'Content-Type': 'text/plain', ...crossSite },
        body: signInBody,
      });
      expect(response.status).toBe(400);
    }
    const real = await requestFrom('127.0.7.1', `${server.url}/auth/v1/token?grant_type=password`, {
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: signInBody,
    });
    expect(real.status).toBe(200);
  });

  it('takes the sign-in form only form-encoded, and answers otherwise with a page', async () => {
    const fields = await signInPage(server.url);
    const response = await fetch(`${server.url}/auth/v1/authorize`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: new URLSearchParams({ ...fields, email: demoUser.email, password: DEMO_PASSWORD }).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(415);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('Content-Type must be application/x-www-form-urlencoded');
  });

  it('takes /__faults only as JSON, at most 64 KiB, nested at most 32 deep', async () => {
    const post = (body: string | Blob, type?: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/__faults`, {
        method: 'POST',
        headers: { ...(type ? { 'Content-Type': type } : {}), ...headers },
        body,
      });
    const fault = JSON.stringify({ path: '/nowhere', status: 500 });
    expect((await post(fault, 'text/plain', crossSite)).status).toBe(415);
    expect((await post(new Blob([fault]))).status).toBe(415);
    expect((await post(fault, 'application/json')).status).toBe(204);

    // 1 MB, declared, and streamed without a length: refused at 64 KiB, not buffered. (Raw requests on their
    // own connections: the server answers before the body is sent and closes the connection.)
    const big = JSON.stringify({ path: '/nowhere', body: 'x'.repeat(1024 * 1024) });
    expect((await sendLarge(`${server.url}/__faults`, [big], true)).status).toBe(413);
    const chunks = Array.from({ length: 64 }, () => 'x'.repeat(16 * 1024));
    expect((await sendLarge(`${server.url}/__faults`, chunks, false)).status).toBe(413);

    const deep = (levels: number) =>
      `{"path":"/x","status":200,"body":${'['.repeat(levels)}${']'.repeat(levels)}}`;
    expect((await post(deep(20), 'application/json')).status).toBe(204);
    const tooDeep = await post(deep(10_000), 'application/json');
    expect(tooDeep.status).toBe(400);
    expect(await tooDeep.json()).toEqual({ message: 'The request body is nested deeper than 32 levels' });
    await fetch(`${server.url}/__faults`, { method: 'DELETE' });
  });
});

describe(`control characters (${databaseKind})`, () => {
  it.each([
    ['a NUL after the email', { email: `${demoUser.email}\u0000`, password: DEMO_PASSWORD }],
    ['a NUL in the password', { email: demoUser.email, password: `demo\u0000password` }],
    ['an escape in the email', { email: `demo\u001b[31m@example.com`, password: 'x' }],
    ['a line feed in the email', { email: `${demoUser.email}\n`, password: 'x' }],
    ['DEL in a key', { email: demoUser.email, password: 'x', 'a\u007f': 1 }],
  ])('refuses %s on /token with 400 validation_failed', async (_name, body) => {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation_failed',
      msg: 'Control characters (such as NUL) are not allowed in a request',
    });
  });

  it('refuses NUL on the phone routes and in a query', async () => {
    for (const [path, body] of [
      ['otp', { phone: '+15555550100\u0000' }],
      ['signup', { phone: '+15555550100', password: 'pass\u0000word' }],
      ['verify', { phone: '+15555550100', token: '123456\u0000', type: 'sms' }],
    ] as const) {
      const response = await fetch(`${server.url}/auth/v1/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('validation_failed');
    }
    const query = await fetch(`${server.url}/auth/v1/token?grant_type=password%00`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: signInBody,
    });
    expect(query.status).toBe(400);
  });

  it('answers a NUL in the sign-in form with an HTML page, not JSON', async () => {
    const fields = await signInPage(server.url);
    for (const email of [`${demoUser.email}\u0000`, `demo\u0000@example.com`]) {
      const response = await postForm(server.url, { ...fields, email, password: DEMO_PASSWORD });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('Control characters (such as NUL) are not allowed');
    }
    const page = await fetch(`${server.url}/auth/v1/authorize?provider=platform%00`);
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toContain('text/html');
  });

  it('logged no error: nothing reached the database', () => {
    expect(server.logs.join('')).not.toContain('error:');
  });
});

describe(`Host allow-list (${databaseKind})`, () => {
  const withHost = (base: string, host: string, path = '/auth/v1/authorize') =>
    requestFrom('127.0.0.1', `${base}${path}`, { method: 'GET', headers: { Host: host } });

  it('answers 421 to a foreign Host on every route, test-only ones included', async () => {
    const port = new URL(server.url).port;
    for (const host of [
      `evil.example:${port}`,
      'evil.example',
      `localhost:${Number(port) + 1}`,
      `127.0.0.1.nip.io:${port}`,
    ]) {
      for (const path of [
        '/auth/v1/authorize',
        '/platform/projects',
        '/dev/sms-outbox?phone=15555550100',
        '/__faults',
      ]) {
        const response = await withHost(server.url, host, path);
        expect(response.status, `${host} ${path}`).toBe(421);
        expect(response.text).toContain('Misdirected request');
      }
    }
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`]) {
      expect((await withHost(server.url, host, '/dev/sms-outbox?phone=15555550100')).status, host).toBe(200);
    }
  });

  it('answers configured names (PLATFORM_DEV_ALLOWED_HOSTS) on its port or theirs', async () => {
    const port = new URL(named.url).port;
    expect((await withHost(named.url, `docs.test:${port}`, '/auth/v1/authorize?provider=x')).status).toBe(
      400,
    );
    expect((await withHost(named.url, 'box.internal:8080', '/auth/v1/authorize?provider=x')).status).toBe(
      400,
    );
    expect((await withHost(named.url, `box.internal:${port}`)).status).toBe(421);
    expect((await withHost(named.url, `evil.example:${port}`)).status).toBe(421);
  });
});
