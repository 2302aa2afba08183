// The one place an error becomes a response. An HttpError answers with its own status and message; anything
// else is a 500 with a generic message, and its details go to the log (which never sees request bodies,
// headers or tokens).
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from '../logger.ts';
import { errorPage } from '../pages/error-page.ts';
import { HttpError } from './errors.ts';

/** Auth routes answer in GoTrue's error shape, which @supabase/auth-js parses; the rest `{ message }`. */
export function errorBody(path: string, status: number, message: string, error?: HttpError) {
  if (!path.startsWith('/auth/v1')) return { message };
  const code = error?.options.code ?? (status >= 500 ? 'unexpected_failure' : 'request_failed');
  const body: Record<string, unknown> = {
    ...error?.options.extra,
    code,
    error_code: code,
    msg: message,
    message,
  };
  if (path.startsWith('/auth/v1/token')) {
    body.error = error?.options.oauthError ?? code;
    body.error_description = message;
  }
  return body;
}

// The sign-in form is a page in the reader's browser: its errors are pages too.
const FORM_PATH = '/auth/v1/authorize';

export function createErrorHandler(logger: Logger) {
  return (error: Error, c: Context) => {
    const path = c.req.path;
    if (path === FORM_PATH) {
      const status =
        error instanceof HttpError || (error instanceof HTTPException && error.status < 500)
          ? error.status
          : 500;
      if (status >= 500) logger.error(`${c.req.method} ${path} failed`, error);
      const message =
        error instanceof HttpError
          ? error.publicMessage
          : status === 413
            ? 'Request body is too large'
            : status >= 500
              ? 'Something went wrong on this server. Go back and try again.'
              : 'Bad request';
      return c.html(errorPage(message), status as ContentfulStatusCode);
    }
    if (error instanceof HttpError) {
      if (error.options.retryAfter) c.header('Retry-After', String(error.options.retryAfter));
      return c.json(errorBody(path, error.status, error.publicMessage, error), error.status);
    }
    // Hono's own middleware (body limit, malformed input) throws these with a client status.
    if (error instanceof HTTPException && error.status < 500) {
      const status = error.status as ContentfulStatusCode;
      const message = status === 413 ? 'Request body is too large' : 'Bad request';
      return c.json(errorBody(path, status, message), status);
    }
    logger.error(`${c.req.method} ${path} failed`, error);
    return c.json(errorBody(path, 500, 'Internal server error'), 500);
  };
}
