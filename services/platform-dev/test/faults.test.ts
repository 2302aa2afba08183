// Fault injection (--faults only): a chosen route fails with a status or answers late, for a number of
// requests or until cleared.
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
let plain: TestServer;
let token: string;
beforeAll(async () => {
  [server, plain] = await Promise.all([startTestServer({ faults: true }), startTestServer()]);
  token = (await signIn(server.url, demoUser.email)).access_token;
});
afterAll(async () => {
  await server?.close();
  await plain?.close();
});

const addFault = (fault: object) =>
  fetch(`${server.url}/__faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
const clearFaults = () => fetch(`${server.url}/__faults`, { method: 'DELETE' });
const projects = (headers: Record<string, string> = {}) =>
  fetch(`${server.url}/platform/projects`, { headers: { ...bearer(token), ...headers } });

describe(`fault injection (${databaseKind})`, () => {
  it('does not exist without --faults', async () => {
    const response = await fetch(`${plain.url}/__faults`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    expect((await fetch(`${plain.url}/__faults`, { method: 'DELETE' })).status).toBe(404);
  });

  it('fails a route with a status until cleared, readable across origins', async () => {
    expect(
      (await addFault({ method: 'GET', path: '/platform/projects', status: 500, delayMs: 0, times: null }))
        .status,
    ).toBe(204);
    for (let i = 0; i < 3; i++) {
      const response = await projects({ Origin: DOCS_ORIGIN });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ message: 'Injected fault: 500' });
      expect(response.headers.get('access-control-allow-origin')).toBe(DOCS_ORIGIN);
    }
    expect((await fetch(`${server.url}/platform/organizations`, { headers: bearer(token) })).status).toBe(
      200,
    );
    expect((await clearFaults()).status).toBe(204);
    expect((await projects()).status).toBe(200);
  });

  it('counts `times`, matches path prefixes ending in *, and any method when none is given', async () => {
    await addFault({ path: '/v1/projects/*', status: 503, times: 2 });
    const branches = () =>
      fetch(`${server.url}/v1/projects/demostorefrontapiref/branches`, { headers: bearer(token) });
    expect((await branches()).status).toBe(503);
    expect((await branches()).status).toBe(503);
    expect((await branches()).status).toBe(200);
  });

  it('answers a chosen JSON body with the status, and refuses a body without one', async () => {
    await addFault({
      method: 'GET',
      path: '/v1/projects/demostorefrontapiref/branches',
      status: 200,
      body: [],
    });
    const response = await fetch(`${server.url}/v1/projects/demostorefrontapiref/branches`, {
      headers: bearer(token),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    const refused = await addFault({ path: '/platform/projects', body: { projects: [] } });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe('Invalid fault: body');
  });

  it('only delays when no status is given', async () => {
    await addFault({ method: 'GET', path: '/platform/organizations', delayMs: 400, times: 1 });
    const started = performance.now();
    const response = await fetch(`${server.url}/platform/organizations`, { headers: bearer(token) });
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    const quick = performance.now();
    await fetch(`${server.url}/platform/organizations`, { headers: bearer(token) });
    expect(performance.now() - quick).toBeLessThan(300);
  });

  it('leaves other methods alone and preflights untouched', async () => {
    await addFault({ method: 'POST', path: '/platform/projects', status: 500 });
    expect((await projects()).status).toBe(200);
    const preflight = await fetch(`${server.url}/platform/projects`, {
      method: 'OPTIONS',
      headers: { Origin: DOCS_ORIGIN, 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    await clearFaults();
  });

  it('applies a fault with an origin only to requests from that origin, and clears one origin alone', async () => {
    await addFault({ path: '/platform/projects', status: 500, origin: DOCS_ORIGIN });
    await addFault({ path: '/platform/projects', status: 503, origin: GUIDES_ORIGIN });
    expect((await projects({ Origin: DOCS_ORIGIN })).status).toBe(500);
    expect((await projects({ Origin: GUIDES_ORIGIN })).status).toBe(503);
    expect((await projects({ Origin: 'http://localhost:3001' })).status).toBe(200);
    expect((await projects()).status).toBe(200);

    const cleared = await fetch(`${server.url}/__faults?origin=${encodeURIComponent(DOCS_ORIGIN)}`, {
      method: 'DELETE',
    });
    expect(cleared.status).toBe(204);
    expect((await projects({ Origin: DOCS_ORIGIN })).status).toBe(200);
    expect((await projects({ Origin: GUIDES_ORIGIN })).status).toBe(503);

    // A fault without an origin still applies to every request, whatever its origin.
    await addFault({ path: '/platform/organizations', status: 500, times: 2 });
    const organizations = (origin: string) =>
      fetch(`${server.url}/platform/organizations`, { headers: { ...bearer(token), Origin: origin } });
    expect((await organizations(DOCS_ORIGIN)).status).toBe(500);
    expect((await organizations(GUIDES_ORIGIN)).status).toBe(500);
    await clearFaults();
    expect((await projects({ Origin: GUIDES_ORIGIN })).status).toBe(200);
  });

  it('refuses a malformed fault with 400', async () => {
    for (const fault of [
      {},
      { path: 'no-slash' },
      { path: '/x', status: 42 },
      { path: '/x', delayMs: -1 },
      { path: '/x', origin: 'localhost:3000' },
      { path: '/x', origin: `${DOCS_ORIGIN}/guides/` },
      { path: '/x', origin: 'file:///tmp' },
    ]) {
      const response = await addFault(fault);
      expect(response.status, JSON.stringify(fault)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/^Invalid fault/);
    }
  });
});
