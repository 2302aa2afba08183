import { createClient, FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import { corsHeaders as sdkCorsHeaders } from '@supabase/supabase-js/cors';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { corsHeaders } from '@/examples/edge-function-cors/supabase/functions/_shared/cors';
import { handler } from '@/examples/edge-function-cors/supabase/functions/hello/handler';
import { handler as brokenHandler } from '@/examples/edge-function-cors/supabase/functions/hello-broken/handler';
import { browserCors, type Handler, unsafeHeaderNames } from './browser-cors';
import { troubleshootingPage } from './troubleshooting-support';

/*
 * The Edge Function CORS guide's two functions (examples/edge-function-cors/), called with supabase-js's
 * functions.invoke() through a fetch that makes a browser's CORS preflight and checks (browser-cors.ts), from a
 * page on another origin. Proven: the broken function fails the preflight with the message the guide quotes,
 * while the same call without CORS (a server, curl) gets its answer; the fixed one answers the preflight, its
 * success and its error answers reach the page, and its allowed headers cover every header the installed
 * supabase-js sends. Not proven: a real browser's enforcement (the checks are the Fetch standard's, written
 * here) and the Edge Runtime, which does not run here (the handlers run in Node with the same Request/Response).
 */

const ORIGIN = 'http://localhost:3000';
const page = troubleshootingPage('edge-function-cors');

function clientFor(fetchImpl: typeof fetch) {
  return createClient('http://127.0.0.1:54321', 'publishable-key-for-tests', {
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

  it('allows every header the installed supabase-js sends, as its own corsHeaders do', async () => {
    const browser = browserCors(handler, ORIGIN);
    await clientFor(browser.fetch).functions.invoke('hello', { body: { name: 'Ada' } });
    const sent = unsafeHeaderNames(browser.lastHeaders ?? new Headers());
    expect(sent).toEqual(['apikey', 'authorization', 'content-type', 'x-client-info']);
    const allowed = corsHeaders['Access-Control-Allow-Headers'].split(',').map((name) => name.trim());
    expect(allowed.sort()).toEqual(sent);
    const sdkAllowed = sdkCorsHeaders['Access-Control-Allow-Headers']?.split(',').map((name) => name.trim());
    for (const name of [...sent, 'x-retry-count']) expect(sdkAllowed).toContain(name);
  });
});
