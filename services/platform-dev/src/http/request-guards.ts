// Checks every auth request (and /__faults) before any route sees it, by path prefix in app.ts, so routes
// added later get them too:
// - bodies only in the route's own media type (JSON, or the sign-in form's urlencoded), else 415 (400
//   `bad_json` on the auth JSON routes, GoTrue's status for a body it cannot read): a page on another site can
//   post text/plain or a typeless Blob without a CORS preflight, JSON it cannot;
// - JSON no deeper than MAX_JSON_DEPTH (a deeply nested body must not reach a recursive parser);
// - no control characters or NUL in the query, form fields or JSON strings, and no unpaired surrogate in JSON
//   (400 `validation_failed`), so none reaches the database, which refuses both with an error.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { errorPage } from '../pages/error-page.ts';
import { HttpError } from './errors.ts';
import { hasControlCharacters, hasUnpairedSurrogates, jsonDepth } from './read-json.ts';

const MAX_JSON_DEPTH = 32;

const MEDIA_TYPES = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
} as const;

export interface GuardOptions {
  /** The one media type a body may have. */
  body: keyof typeof MEDIA_TYPES;
  /** Answer as an HTML page (the sign-in form) instead of JSON. */
  html?: boolean;
  /** Refuse control characters (everything but the test-only /__faults). */
  controlCharacters?: boolean;
  /** Refuse another media type with GoTrue's 400 `bad_json` instead of 415 (the auth JSON routes). */
  gotrue?: boolean;
}

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hasBody(c: Context): boolean {
  const length = c.req.header('Content-Length');
  return (length !== undefined && length !== '0') || c.req.header('Transfer-Encoding') !== undefined;
}

export function guardRequests(options: GuardOptions) {
  const wanted = MEDIA_TYPES[options.body];
  const typeMessage = `Content-Type must be ${wanted}`;
  const refuse = (c: Context, status: 400 | 415, message: string) => {
    if (options.html) return c.html(errorPage(message), status);
    throw new HttpError(status, message, {
      code: status === 415 || message === typeMessage ? 'bad_json' : 'validation_failed',
      oauthError: 'invalid_request',
    });
  };
  const controlMessage = 'Control characters (such as NUL) are not allowed in a request';
  const wrongType = options.gotrue ? 400 : 415;

  return createMiddleware(async (c, next) => {
    if (
      options.controlCharacters &&
      Object.values(c.req.queries()).some((values) => values.some((v) => hasControlCharacters(v)))
    ) {
      return refuse(c, 400, controlMessage);
    }
    if (BODYLESS.has(c.req.method)) return next();

    const type = c.req.header('Content-Type');
    const mediaType = type?.split(';')[0]?.trim().toLowerCase();
    if (mediaType === undefined || mediaType === '') {
      // A POST without a body and without a type (auth-js's sign-out always sends one; curl may not).
      if (!hasBody(c)) return next();
      return refuse(c, wrongType, typeMessage);
    }
    if (mediaType !== wanted) return refuse(c, wrongType, typeMessage);

    if (options.body === 'json') {
      const text = await c.req.text();
      if (jsonDepth(text) > MAX_JSON_DEPTH) {
        return refuse(c, 400, `The request body is nested deeper than ${MAX_JSON_DEPTH} levels`);
      }
      if (options.controlCharacters) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          return next(); // the route answers malformed JSON in its own words
        }
        if (hasControlCharacters(parsed)) return refuse(c, 400, controlMessage);
        if (hasUnpairedSurrogates(parsed)) {
          return refuse(c, 400, 'Text in a request must be valid Unicode: an unpaired surrogate is not');
        }
      }
    } else if (options.controlCharacters) {
      const form = await c.req.parseBody({ all: true }).catch(() => ({}));
      const values = Object.entries(form).flatMap(([key, value]) => [key, ...[value].flat()]);
      if (values.some((value) => typeof value === 'string' && hasControlCharacters(value))) {
        return refuse(c, 400, controlMessage);
      }
    }
    return next();
  });
}
