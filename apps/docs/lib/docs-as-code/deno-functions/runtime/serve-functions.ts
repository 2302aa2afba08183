/*
 * The local stand-in for the platform's Edge Runtime, run by Deno for the function tests (started by
 * start-functions.ts). It plays the part of the gateway and of the runtime's main worker, the way the CLI's
 * `supabase functions serve` does: requests arrive as `/<function name>/…` (the project's address strips
 * `/functions/v1`), the JWT check runs unless the function turns it off, and the function answers. Each
 * function module is imported once and its `Deno.serve` handler kept, so several functions share one Deno
 * process (and one environment, as the functions of one project share their secrets). Outside services a test
 * names are reached at its local stand-ins. Not modelled: one isolate
 * per function, the CPU, memory and wall-clock limits, and asymmetric (ES256/RS256) tokens, which platform-dev
 * does not issue.
 */

type Handler = (request: Request) => Response | Promise<Response>;
type FunctionConfig = { entrypoint: string; verifyJwt: boolean };
type ServeArgument = Handler | { handler?: Handler };

const functions = JSON.parse(Deno.env.get('STAND_IN_FUNCTIONS') ?? '{}') as Record<string, FunctionConfig>;
const jwtSecret = Deno.env.get('STAND_IN_JWT_SECRET') ?? '';
const outbound = JSON.parse(Deno.env.get('STAND_IN_OUTBOUND') ?? '{}') as Record<string, string>;
// The runtime's own settings: a function sees only the project's variables.
Deno.env.delete('STAND_IN_FUNCTIONS');
Deno.env.delete('STAND_IN_JWT_SECRET');
Deno.env.delete('STAND_IN_OUTBOUND');

/*
 * Outside services a test stands in for (`{"https://router.huggingface.co": "http://127.0.0.1:…"}`): a function's
 * fetch to one of those origins goes to the local stand-in, path, query, method, headers and body kept. Deno may
 * reach only 127.0.0.1, so a request to any other outside origin fails, as it would offline.
 */
const realFetch = globalThis.fetch;
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const local = outbound[url.origin];
  return realFetch(local ? new Request(`${local}${url.pathname}${url.search}`, request) : request);
};

/*
 * EdgeRuntime.waitUntil: the platform keeps the instance alive until the promise settles (or a limit ends it)
 * and returns the promise. Here the server runs for the whole test anyway, so the task simply runs on; the
 * promise is also kept so `GET /_stand-in/settled` can answer once every task has settled.
 */
const pending = new Set<Promise<unknown>>();
const edgeRuntime = {
  waitUntil<T>(promise: Promise<T>): Promise<T> {
    pending.add(promise);
    promise.then(
      () => pending.delete(promise),
      (error: unknown) => {
        pending.delete(promise);
        console.error('a background task failed:', error);
      },
    );
    return promise;
  },
};
Object.defineProperty(globalThis, 'EdgeRuntime', { value: edgeRuntime });

const realServe = Deno.serve;
const handlers = new Map<string, Handler>();
for (const [name, { entrypoint }] of Object.entries(functions)) {
  let captured: Handler | undefined;
  const capture = (first: ServeArgument, second?: Handler) => {
    captured = typeof first === 'function' ? first : (second ?? first.handler);
    return { finished: Promise.resolve(), shutdown: () => Promise.resolve() };
  };
  Object.defineProperty(Deno, 'serve', { value: capture, configurable: true, writable: true });
  // The name in the query makes one file served under two names (two configs) two module instances.
  await import(`${new URL(`file://${entrypoint}`).href}?function=${encodeURIComponent(name)}`);
  if (!captured) throw new Error(`${name}: ${entrypoint} never called Deno.serve`);
  handlers.set(name, captured);
}
Object.defineProperty(Deno, 'serve', { value: realServe, configurable: true, writable: true });

const json = (body: unknown, status: number) => Response.json(body, { status });

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
}

/** An HS256 token signed with the project's secret and not expired, as the gateway accepts. */
async function validToken(token: string): Promise<boolean> {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return false;
  try {
    const { alg } = JSON.parse(new TextDecoder().decode(base64UrlBytes(header))) as { alg?: string };
    if (alg !== 'HS256') return false;
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(jwtSecret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    const signed = new TextEncoder().encode(`${header}.${payload}`);
    if (!(await crypto.subtle.verify('HMAC', key, base64UrlBytes(signature), signed))) return false;
    const { exp } = JSON.parse(new TextDecoder().decode(base64UrlBytes(payload))) as { exp?: number };
    return exp === undefined || exp > Date.now() / 1000;
  } catch {
    return false;
  }
}

/** The gateway's refusal (the CLI's local gateway's statuses and bodies), or nothing when the token passes. */
async function jwtRefusal(request: Request): Promise<Response | undefined> {
  const authorization = request.headers.get('Authorization');
  if (!authorization) return json({ msg: 'Error: Missing authorization header' }, 401);
  const [scheme, token = ''] = authorization.split(' ');
  if (scheme !== 'Bearer') return json({ msg: "Error: Auth header is not 'Bearer {token}'" }, 401);
  return (await validToken(token)) ? undefined : json({ msg: 'Invalid JWT' }, 401);
}

async function settled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

realServe(
  {
    hostname: '127.0.0.1',
    port: 0,
    onListen: ({ port }) => console.log(`functions stand-in listening on http://127.0.0.1:${port}`),
  },
  async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/_stand-in/settled') {
      await settled();
      return json({ settled: true }, 200);
    }
    // The names (never the values) of what a function's environment holds, for the test to compare with the page.
    if (pathname === '/_stand-in/env-names') return json(Object.keys(Deno.env.toObject()).sort(), 200);
    const name = pathname.split('/')[1] ?? '';
    const handler = handlers.get(name);
    if (!handler) return new Response('Function not found', { status: 404 });
    if (request.method !== 'OPTIONS' && functions[name]?.verifyJwt) {
      const refusal = await jwtRefusal(request);
      if (refusal) return refusal;
    }
    try {
      return await handler(request);
    } catch (error) {
      // Logged for the test's output; the caller gets no internals.
      console.error(`${name} threw:`, error);
      return json(
        { code: 'Internal Server Error', message: 'Request failed due to an internal server error' },
        500,
      );
    }
  },
);
