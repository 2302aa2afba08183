import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { functionErrors } from '@/data/errors/functions';
import { callFunction } from '@/examples/functions/errors/call-function';
import { callWithRetry } from '@/examples/functions/errors/retry';
import { handler as placeOrder } from '@/examples/functions/errors/supabase/functions/place-order/handler';

/*
 * The "Errors and status codes" guide's examples (examples/functions/errors/), run with the installed
 * supabase-js against a real Node HTTP server on localhost that answers at /functions/v1/<name> the way the
 * hosted platform does for each failure: the status, the `sb-error-code` and `x-relay-error` headers, and the
 * body (the runtime's `{"msg": …}` for an uncaught error, the relay's `{"code":401,"message":"Invalid JWT"}`),
 * as data/errors/functions.ts records them. The place-order handler runs in Node behind the same server (its index.ts is served under Deno in functions-guides.test.ts).
 * Proven: which error class functions.invoke() returns for each answer and what the guide's code reads from it
 * (status, platform code, JSON or text body), that a non-JSON 200 arrives as a string, that the client's
 * timeout and an unreachable host are FunctionsFetchErrors, that the retry helper retries only transient
 * failures, and the handler's own 400/500/201 answers. Not proven: the Edge Runtime and the hosted relay
 * themselves, which do not run here, so whether they send exactly these headers and bodies rests on the
 * platform's source and docs as recorded in the errors data; and Deno (the handler uses only web-standard
 * Request/Response, the same in Node).
 */

type Reply = (req: IncomingMessage, res: ServerResponse, body: string) => void | Promise<void>;

const send =
  (status: number, headers: Record<string, string>, body: string): Reply =>
  (_req, res) => {
    res.writeHead(status, headers);
    res.end(body);
  };

const JSON_TYPE = { 'Content-Type': 'application/json' };
let flakyCalls = 0;
let reserveFails = false;

// Statuses and codes come from the errors data the reference page shows, so page, data and test agree.
const statusOf = (code: string) => {
  const entry = functionErrors.entries.find((candidate) => candidate.code === code);
  if (!entry?.status) throw new Error(`no status for ${code}`);
  return entry.status;
};

const routes: Record<string, Reply> = {
  'place-order': async (req, res, body) => {
    const request = new Request(`http://localhost${req.url}`, {
      method: req.method,
      headers: JSON_TYPE,
      body,
    });
    const response = await placeOrder(request, async (item, quantity) => {
      if (reserveFails) throw new Error('connection refused by database at 10.0.0.5');
      return `${item}×${quantity}`;
    });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(await response.text());
  },
  throws: send(
    statusOf('WORKER_ERROR'),
    { ...JSON_TYPE, 'sb-error-code': 'EDGE_FUNCTION_ERROR' },
    JSON.stringify({ msg: 'TypeError: Cannot read properties of undefined' }),
  ),
  'boot-fails': send(
    statusOf('BOOT_ERROR'),
    { ...JSON_TYPE, 'sb-error-code': 'BOOT_ERROR' },
    '{"msg":"boot error"}',
  ),
  'idle-timeout': send(statusOf('IDLE_TIMEOUT'), { 'sb-error-code': 'IDLE_TIMEOUT' }, ''),
  'over-limit': send(statusOf('WORKER_RESOURCE_LIMIT'), { 'sb-error-code': 'WORKER_RESOURCE_LIMIT' }, ''),
  'needs-jwt': send(
    statusOf('functions-invalid-jwt'),
    JSON_TYPE,
    JSON.stringify({ code: 401, message: 'Invalid JWT' }),
  ),
  'relay-fails': send(502, { 'x-relay-error': 'true' }, 'upstream unavailable'),
  'plain-text': send(200, { 'Content-Type': 'text/plain; charset=utf-8' }, 'not JSON'),
  'html-error': send(500, { 'Content-Type': 'text/html' }, '<h1>oops</h1>'),
  hangs: (_req, res) => {
    const timer = setTimeout(() => res.end('late'), 3000);
    res.on('close', () => clearTimeout(timer));
  },
  flaky: (req, res, body) => {
    flakyCalls += 1;
    if (flakyCalls < 3) return send(statusOf('WORKER_RESOURCE_LIMIT'), {}, '')(req, res, body);
    return send(200, JSON_TYPE, '{"done":true}')(req, res, body);
  },
};

let server: Server;
let supabase: SupabaseClient;

function clientAt(url: string) {
  return createClient(url, 'publishable-key-for-tests', {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const name = /^\/functions\/v1\/([^/?]+)/.exec(req.url ?? '')?.[1] ?? '';
      const route = routes[name] ?? send(404, JSON_TYPE, '{"msg":"function not found"}');
      void route(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  supabase = clientAt(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('functions errors: what callFunction() sees', () => {
  it('a successful JSON answer is parsed, and a non-JSON 200 arrives as text', async () => {
    expect(await callFunction(supabase, 'place-order', { item: 'tea', quantity: 2 })).toEqual({
      kind: 'ok',
      data: { reservation: 'tea×2' },
    });
    expect(await callFunction(supabase, 'plain-text', {})).toEqual({ kind: 'ok', data: 'not JSON' });
  });

  it('the function’s own 400 and 500 are FunctionsHttpErrors with its JSON body and no internals', async () => {
    expect(await callFunction(supabase, 'place-order', { item: 'tea', quantity: 0 })).toEqual({
      kind: 'http-error',
      status: 400,
      platformCode: null,
      body: { error: 'bad_request', message: '`quantity` must be a whole number of at least 1.' },
    });
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    reserveFails = true;
    const failed = await callFunction(supabase, 'place-order', { item: 'tea', quantity: 1 });
    reserveFails = false;
    expect(errorLog).toHaveBeenCalledOnce();
    errorLog.mockRestore();
    expect(failed).toEqual({
      kind: 'http-error',
      status: 500,
      platformCode: null,
      body: { error: 'internal', message: 'The order could not be placed. Try again later.' },
    });
    expect(JSON.stringify(failed)).not.toContain('10.0.0.5');
  });

  it('a body that is not JSON gets the handler’s 400', async () => {
    const result = await callFunction(supabase, 'place-order', 'tea please');
    expect(result).toMatchObject({
      kind: 'http-error',
      status: 400,
      body: { message: 'The body must be JSON.' },
    });
  });

  it('each platform failure is a FunctionsHttpError with its status and sb-error-code', async () => {
    expect(await callFunction(supabase, 'throws', {})).toEqual({
      kind: 'http-error',
      status: 500,
      platformCode: 'EDGE_FUNCTION_ERROR',
      body: { msg: 'TypeError: Cannot read properties of undefined' },
    });
    expect(await callFunction(supabase, 'boot-fails', {})).toMatchObject({
      status: 503,
      platformCode: 'BOOT_ERROR',
    });
    expect(await callFunction(supabase, 'idle-timeout', {})).toEqual({
      kind: 'http-error',
      status: 504,
      platformCode: 'IDLE_TIMEOUT',
      body: '',
    });
    expect(await callFunction(supabase, 'over-limit', {})).toMatchObject({
      status: 546,
      platformCode: 'WORKER_RESOURCE_LIMIT',
    });
    expect(await callFunction(supabase, 'needs-jwt', {})).toEqual({
      kind: 'http-error',
      status: 401,
      platformCode: null,
      body: { code: 401, message: 'Invalid JWT' },
    });
    expect(await callFunction(supabase, 'html-error', {})).toMatchObject({
      status: 500,
      body: '<h1>oops</h1>',
    });
  });

  it('an answer marked x-relay-error is a FunctionsRelayError whatever its status', async () => {
    expect(await callFunction(supabase, 'relay-fails', {})).toEqual({ kind: 'relay-error', status: 502 });
  });

  it('the client’s own timeout and an unreachable host are FunctionsFetchErrors', async () => {
    expect(await callFunction(supabase, 'hangs', {}, 200)).toEqual({
      kind: 'fetch-error',
      reason: 'timeout',
    });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await callFunction(clientAt(`http://127.0.0.1:${port}`), 'place-order', {});
    expect(result).toMatchObject({ kind: 'fetch-error' });
  });

  it('retries a transient 546 and gives up on a 4xx at once', async () => {
    flakyCalls = 0;
    expect(await callWithRetry(supabase, 'flaky', {})).toEqual({ kind: 'ok', data: { done: true } });
    expect(flakyCalls).toBe(3);
    expect(await callWithRetry(supabase, 'needs-jwt', {})).toMatchObject({ status: 401 });
  });
});

describe('functions errors: the guide shows these files', () => {
  const page = readFileSync(
    join(__dirname, '../../content/guides/functions/errors-and-status-codes.mdx'),
    'utf8',
  );

  it('includes each example file and links the errors reference entries', () => {
    for (const path of ['call-function.ts', 'retry.ts', 'supabase/functions/place-order/handler.ts']) {
      expect(page).toContain(`<ExampleFile path="functions/errors/${path}"`);
    }
    for (const code of ['WORKER_RESOURCE_LIMIT', 'BOOT_ERROR', 'IDLE_TIMEOUT', 'x-relay-error']) {
      expect(page).toContain(`/guides/troubleshooting/errors/#${code}`);
    }
  });
});
