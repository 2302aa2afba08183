// The one error type a route throws: an HTTP status and a message that is safe to show to the caller.
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface HttpErrorOptions {
  /** GoTrue's machine-readable error code (auth routes), e.g. "invalid_credentials". */
  code?: string;
  /** The OAuth error of the token endpoint, e.g. "invalid_grant". */
  oauthError?: string;
  /** Seconds, for 429 answers. */
  retryAfter?: number;
  /** More fields of GoTrue's error body, e.g. `weak_password: { reasons }` (auth routes only). */
  extra?: Record<string, unknown>;
}

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly publicMessage: string,
    readonly options: HttpErrorOptions = {},
  ) {
    super(publicMessage);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, message);
export const unauthorized = (message = 'Invalid or missing access token') =>
  new HttpError(401, message, { code: 'bad_jwt' });
