import { errorSection } from './schema';

/*
 * What a caller of an Edge Function can get back from the platform rather than from the function's own code.
 * Statuses and codes are the platform's published ones (its status-code and error-code pages, read on the date
 * below); the open-source Edge Runtime at commit b1edf453b6ab (2026-04-30) agrees where it answers itself: 500
 * with a `msg` body for an uncaught error, 503 when a worker cannot start, 504 for the request idle timeout. The
 * 546 status, the `sb-error-code` header and the JWT check live in the hosted relay, which is not open source.
 * Meanings, causes and fixes are ours.
 */
export const functionErrors = errorSection({
  id: 'functions',
  title: 'Edge Functions',
  intro:
    'These answers come from the platform in front of your function, not from your code. The hosted platform also names the condition in an `sb-error-code` response header. supabase-js’s `functions.invoke()` returns every non-2xx answer as a `FunctionsHttpError` and an answer marked `x-relay-error: true` as a `FunctionsRelayError`; see [Errors and status codes](/guides/functions/errors-and-status-codes/) for how to tell them apart in code.',
  origin: { source: 'https://supabase.com/docs/guides/functions/error-codes', asOf: '2026-11-28' },
  entries: [
    {
      code: 'WORKER_ERROR',
      title: 'The function threw an uncaught exception',
      status: 500,
      meaning:
        'Your handler threw, or returned a promise that rejected, before it produced a response. The runtime answers 500 for it; the body is a short JSON object, not your data.',
      causes: [
        'A `throw` or a failed `await` (a database call, a `fetch`, `req.json()` on a body that is not JSON) with no `try`/`catch` around it.',
        'Reading a property of `undefined`, such as a missing environment variable.',
      ],
      fix: 'Read the function’s logs for the stack trace. Catch errors inside the handler and answer with a status and a JSON body you choose, so callers get something they can act on (see [Errors and status codes](/guides/functions/errors-and-status-codes/)).',
    },
    {
      code: 'EDGE_FUNCTION_ERROR',
      title: 'The function failed or answered 5xx',
      meaning:
        'The value of the `sb-error-code` header when the request reached your code and it either threw or returned a 5xx status itself. The status is whatever the function (or the runtime, for a throw) answered.',
      fix: 'Check the function’s logs. If your code chose the 5xx, the header only repeats that choice; if it threw, see `WORKER_ERROR`.',
    },
    {
      code: 'BOOT_ERROR',
      title: 'The function could not start',
      status: 503,
      meaning:
        'The runtime could not load the function’s code, so no request reached it. Every call fails the same way until a fixed version is deployed.',
      causes: [
        'A syntax error, or an import that cannot be resolved (a wrong `npm:`/`jsr:` specifier, a file missing from the bundle).',
        'Top-level code that throws, for example parsing a secret that is not set.',
      ],
      fix: 'Serve the function locally with `supabase functions serve` and read the error it prints, then deploy again (see [Developing Edge Functions](/guides/functions/develop/)).',
    },
    {
      code: 'IDLE_TIMEOUT',
      title: 'The function sent no response in time',
      status: 504,
      meaning:
        'The function had not started its response when the request idle timeout ran out, so the platform answered 504 in its place. Work still running in the function may be cut off.',
      causes: [
        'A slow database query or external API call with no timeout of its own.',
        'A promise that never settles, such as a forgotten `resolve`.',
      ],
      fix: 'Put a timeout on outgoing calls, answer early and move long work to a background task or a queue, or stream the response so it starts sooner (see [Edge Functions limits](/guides/functions/limits/)).',
    },
    {
      code: 'WORKER_RESOURCE_LIMIT',
      title: 'The function hit a resource limit',
      status: 546,
      meaning:
        'The platform stopped the function because it went over one of its limits: memory, CPU time, or the wall-clock time a worker may live. 546 is not a standard HTTP status; the platform uses it only for this. The code was called `WORKER_LIMIT` before.',
      causes: [
        'Loading a large file or result set into memory instead of streaming it.',
        'Heavy computation (image processing, large JSON) that uses up the CPU time allowed per request.',
        'Background work that keeps the worker alive past its wall-clock limit.',
      ],
      fix: 'The function’s logs name the limit that was hit. Stream large bodies, do less work per request, and split long jobs into smaller ones (see [Edge Functions limits](/guides/functions/limits/)).',
      messages: ['WORKER_LIMIT'],
    },
    {
      code: 'functions-invalid-jwt',
      title: '401 before the function runs',
      status: 401,
      meaning:
        'JWT verification is on for the function (the default) and the `Authorization` header is missing or does not hold a valid token of the project, so the platform refused the call without running your code. The body is `{"code":401,"message":"Invalid JWT"}` or names the missing header.',
      causes: [
        'Calling the function with `fetch` and no `Authorization: Bearer …` header.',
        'An expired user token, or a token from another project.',
        'A publishable or secret API key in place of a JWT: the legacy check only accepts JWTs.',
      ],
      fix: 'Call the function through supabase-js, which sends the session’s token, or send `Authorization: Bearer <token>` yourself. For a webhook or a public endpoint that checks the caller in its own code, turn verification off with `verify_jwt = false` for that function.',
      messages: [
        'Invalid JWT',
        'Missing authorization header',
        'Invalid Token or Protected Header formatting',
      ],
    },
    {
      code: 'x-relay-error',
      title: 'The relay failed to reach the function',
      meaning:
        'The platform’s relay, between the caller and the runtime, could not pass the request on or get an answer back, and marked its own response with the header `x-relay-error: true`. supabase-js turns this into a `FunctionsRelayError` whatever the status.',
      fix: 'Retry after a short wait; an idempotent call can be retried safely. If it keeps happening, check the platform status page and the function’s logs.',
    },
  ],
});
