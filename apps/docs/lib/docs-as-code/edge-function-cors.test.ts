import { randomBytes } from 'node:crypto';
import { createClient, FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import { corsHeaders as sdkCorsHeaders } from '@supabase/supabase-js/cors';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { corsHeaders } from '@/examples/edge-function-cors/supabase/functions/_shared/cors';
import { browserCors, type Handler, unsafeHeaderNames } from './browser-cors';
import { type RunningFunctions, startFunctions } from './deno-functions/start-functions';
import { troubleshootingPage } from './troubleshooting-support';

/*
 * The Edge Function CORS guide's two functions (examples/edge-function-cors/), served under Deno by the stand-in
 * runtime (deno-functions/, with the gateway's JWT check, which lets the preflight through) and called with
 * supabase-js's functions.invoke() through a fetch that makes a browser's CORS preflight and checks
 * (browser-cors.ts), from a page on another origin, with the anon key and a user's token. Proven: the broken
 * function fails the preflight with the message the guide quotes, while the same call without CORS (a server,
 * curl) gets its answer; the fixed one answers the preflight, its success and its error answers reach the page,
 * and its allowed headers cover every header the installed supabase-js sends. Not proven: a real browser's
 * enforcement (the checks are the Fetch standard's, written here) and the platform's isolates.
 */

const ORIGIN = 'http://localhost:3000';
const API_URL = 'http://127.0.0.1:54321';
const JWT_SECRET = randomBytes(32).toString('base64url');
const page = troubleshootingPage('edge-function-cors');
const FUNCTIONS = 'edge-function-cors/supabase/functions';

let functions: RunningFunctions;
let anonKey: string;
let userToken: string;

const sign = (claims: Record<string, unknown>) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(JWT_SECRET));

beforeAll(async () => {
  anonKey = await sign({ role: 'anon' });
  userToken = await sign({ role: 'authenticated', sub: '6f1c2a52-9d4e-4b8a-a0c5-3b7e2f1d9c40' });
  functions = await startFunctions(
    [
      { name: 'hello', entrypoint: `${FUNCTIONS}/hello/index.ts` },
      { name: 'hello-broken', entrypoint: `${FUNCTIONS}/hello-broken/index.ts` },
      { name: 'hello-own-sites', entrypoint: `${FUNCTIONS}/hello-own-sites/index.ts` },
    ],
    {},
    JWT_SECRET,
  );
}, 60_000);

afterAll(async () => {
  await functions?.stop();
});

/** A function as served: the request goes to Deno, addressed as the project's gateway passes it on. */
function served(name: string): Handler {
  return (request) => {
    const path = new URL(request.url).pathname.replace(/^\/functions\/v1\/[^/]+/, `/${name}`);
    return fetch(new Request(`${functions.url}${path}`, request));
  };
}

function clientFor(fetchImpl: typeof fetch, key = anonKey) {
  return createClient(API_URL, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: fetchImpl },
    // Node 20 has no global WebSocket; these tests never open one.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** The guide's curl preflight, sent to a handler. */
function curlPreflight(run: Handler) {
  return run(
    new Request('http://127.0.0.1:54321/functions/v1/hello', {
      method: 'OPTIONS',
      headers: {
        Origin: ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, x-client-info',
      },
    }),
  );
}

describe('edge-function-cors', () => {
  it('fails in the browser at the preflight, while a server gets the answer', async () => {
    const brokenHandler = served('hello-broken');
    const browser = browserCors(brokenHandler, ORIGIN);
    const { data, error } = await clientFor(browser.fetch).functions.invoke('hello', {
      body: { name: 'Ada' },
    });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsFetchError);
    expect(error?.message).toBe('Failed to send a request to the Edge Function');
    expect(browser.refusals).toEqual([
      "Access to fetch at 'http://127.0.0.1:54321/functions/v1/hello' from origin 'http://localhost:3000' has been blocked by CORS policy: Response to preflight request doesn't pass access control check: No 'Access-Control-Allow-Origin' header is present on the requested resource.",
    ]);
    expect(page.source.replace(/\s+/g, ' ')).toContain(browser.refusals[0]);

    const server = await clientFor((input, init) => brokenHandler(new Request(input, init))).functions.invoke(
      'hello',
      { body: { name: 'Ada' } },
    );
    expect(server.data).toEqual({ message: 'Hello, Ada!' });
    const preflight = await curlPreflight(brokenHandler);
    expect(preflight.status).toBe(400);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('answers the preflight, then both its answers and its errors reach the page', async () => {
    const handler = served('hello');
    const preflight = await curlPreflight(handler);
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');

    const browser = browserCors(handler, ORIGIN);
    const supabase = clientFor(browser.fetch);
    expect(await supabase.functions.invoke('hello', { body: { name: 'Ada' } })).toMatchObject({
      data: { message: 'Hello, Ada!' },
      error: null,
    });
    const refused = await supabase.functions.invoke('hello', { body: {} });
    expect(refused.error).toBeInstanceOf(FunctionsHttpError);
    expect(await (refused.error as FunctionsHttpError).context.json()).toEqual({
      error: 'Send a JSON body with a "name".',
    });
    expect(browser.refusals).toEqual([]);
  });

  it('answers a signed-in user the same way, and the gateway refuses a call with no valid token', async () => {
    const handler = served('hello');
    const browser = browserCors(handler, ORIGIN);
    expect(
      await clientFor(browser.fetch, userToken).functions.invoke('hello', { body: { name: 'Ada' } }),
    ).toMatchObject({ data: { message: 'Hello, Ada!' }, error: null });
    const noToken = await handler(
      new Request(`${API_URL}/functions/v1/hello`, { method: 'POST', body: JSON.stringify({ name: 'Ada' }) }),
    );
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toEqual({ msg: 'Error: Missing authorization header' });
  });

  it('allows every header the installed supabase-js sends, as its own corsHeaders do', async () => {
    const handler = served('hello');
    const browser = browserCors(handler, ORIGIN);
    await clientFor(browser.fetch).functions.invoke('hello', { body: { name: 'Ada' } });
    const sent = unsafeHeaderNames(browser.lastHeaders ?? new Headers());
    expect(sent).toEqual(['apikey', 'authorization', 'content-type', 'x-client-info']);
    const allowed = corsHeaders['Access-Control-Allow-Headers'].split(',').map((name) => name.trim());
    expect(allowed.sort()).toEqual(sent);
    const sdkAllowed = sdkCorsHeaders['Access-Control-Allow-Headers']?.split(',').map((name) => name.trim());
    for (const name of [...sent, 'x-retry-count']) expect(sdkAllowed).toContain(name);
  });

  it('echoes an allowed origin and gives any other site nothing, so its browser refuses', async () => {
    const ours = browserCors(served('hello-own-sites'), ORIGIN);
    expect(
      await clientFor(ours.fetch, userToken).functions.invoke('hello', { body: { name: 'Ada' } }),
    ).toMatchObject({ data: { message: 'Hello, Ada!' }, error: null });
    expect(ours.refusals).toEqual([]);

    const other = browserCors(served('hello-own-sites'), 'https://elsewhere.example');
    const { error } = await clientFor(other.fetch).functions.invoke('hello', { body: { name: 'Ada' } });
    expect(error).toBeInstanceOf(FunctionsFetchError);
    expect(other.refusals).toEqual([
      "Access to fetch at 'http://127.0.0.1:54321/functions/v1/hello' from origin 'https://elsewhere.example' has been blocked by CORS policy: Response to preflight request doesn't pass access control check: No 'Access-Control-Allow-Origin' header is present on the requested resource.",
    ]);

    const preflight = await served('hello-own-sites')(
      new Request(`${API_URL}/functions/v1/hello`, { method: 'OPTIONS', headers: { Origin: ORIGIN } }),
    );
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN);
    expect(preflight.headers.get('Vary')).toBe('Origin');
  });
});
