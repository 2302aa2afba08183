import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPlatformApi, PlatformApiError } from './platform-api';

/*
 * The client against a real HTTP server on localhost that answers like the platform (a scripted answer per
 * path) and records what it received. The browser tests run the widget against the real platform service.
 */
type Answer = { status: number; body: unknown; delayMs?: number };
let answers = new Map<string, Answer>();
let received: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    const answer = answers.get(request.url ?? '') ?? { status: 404, body: { message: 'Not found' } };
    setTimeout(() => {
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  answers = new Map();
  received = [];
});

const signal = () => new AbortController().signal;
const api = () => createPlatformApi({ baseUrl, getAccessToken: async () => 'token-123' });

const autoApiService = { protocol: 'https', endpoint: 'abc.supabase.co', defaultApiKey: 'eyJ.anon' };

describe('platform API client', () => {
  it('GETs each of the four paths with the bearer token and returns the parsed lists', async () => {
    answers.set('/platform/organizations', { status: 200, body: [{ id: 1, name: 'Org' }] });
    answers.set('/platform/projects', {
      status: 200,
      body: [{ ref: 'abc', name: 'P', organization_id: 1, is_branch_enabled: true, region: 'x' }],
    });
    const branch = { id: 'b1', name: 'main', project_ref: 'abc', parent_project_ref: 'abc' };
    answers.set('/v1/projects/abc/branches', { status: 200, body: [branch] });
    answers.set('/platform/props/project/abc/api', { status: 200, body: { autoApiService } });

    const client = api();
    expect(await client.organizations(signal())).toEqual([{ id: 1, name: 'Org' }]);
    // Fields the widget does not use are dropped.
    expect(await client.projects(signal())).toEqual([
      { ref: 'abc', name: 'P', organization_id: 1, is_branch_enabled: true },
    ]);
    expect(await client.branches('abc', signal())).toEqual([branch]);
    expect(await client.projectApi('abc', signal())).toEqual({ autoApiService });

    expect(received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /platform/organizations',
      'GET /platform/projects',
      'GET /v1/projects/abc/branches',
      'GET /platform/props/project/abc/api',
    ]);
    for (const request of received) expect(request.headers.authorization).toBe('Bearer token-123');
  });

  it('throws the server message with the status on a non-2xx answer', async () => {
    answers.set('/platform/projects', { status: 500, body: { message: 'Database unavailable' } });
    const error = await api()
      .projects(signal())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlatformApiError);
    expect(error).toMatchObject({ status: 500, message: 'Database unavailable' });
  });

  it('throws on a non-2xx answer without a JSON body', async () => {
    answers.set('/platform/organizations', { status: 429, body: 'slow down' });
    await expect(api().organizations(signal())).rejects.toMatchObject({ status: 429 });
  });

  it('throws when a 2xx answer does not have the documented shape', async () => {
    answers.set('/platform/organizations', { status: 200, body: [{ id: '1', name: 'Org' }] });
    await expect(api().organizations(signal())).rejects.toThrow(
      'Unexpected answer from GET /platform/organizations',
    );
  });

  it('raises "projectRef is required" without a ref and sends nothing', async () => {
    await expect(api().projectApi(undefined, signal())).rejects.toThrow('projectRef is required');
    await expect(api().branches('', signal())).rejects.toThrow('projectRef is required');
    expect(received).toEqual([]);
  });

  it('encodes the ref so it stays one path segment', async () => {
    await api()
      .projectApi('../organizations', signal())
      .catch(() => undefined);
    expect(received[0]?.url).toBe('/platform/props/project/..%2Forganizations/api');
  });

  it('stops when its signal is aborted', async () => {
    answers.set('/platform/projects', { status: 200, body: [], delayMs: 2_000 });
    const controller = new AbortController();
    const call = api().projects(controller.signal);
    setTimeout(() => controller.abort(), 20);
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuses to call without an access token', async () => {
    const client = createPlatformApi({ baseUrl, getAccessToken: async () => undefined });
    await expect(client.projects(signal())).rejects.toMatchObject({ status: 401 });
    expect(received).toEqual([]);
  });
});
