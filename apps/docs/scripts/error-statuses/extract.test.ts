import { describe, expect, it } from 'vitest';
import { callArguments, statusOf } from './go-source.mjs';
import { gotrueErrorSites, routesOf } from './gotrue.mjs';
import { postgrestStatuses, ruleFor, sqlStateRules } from './postgrest.mjs';
import { storageErrorSites } from './storage.mjs';
import { statusSummary } from './summary.mjs';

// Small sources in the shapes the extractors read, written for these tests.
const ERROR_CODES = `package apierrors
type ErrorCode = string
const (
	ErrorCodeBadJWT ErrorCode = "bad_jwt"
	ErrorCodeConflict ErrorCode = "conflict"
	ErrorCodeInsufficientAAL ErrorCode = "insufficient_aal"
	ErrorCodeWeakPassword ErrorCode = "weak_password"
	ErrorCodeNeverRaised ErrorCode = "never_raised"
)`;

const CONSTRUCTORS = `package apierrors
func NewForbiddenError(errorCode ErrorCode, fmtString string, args ...any) *HTTPError {
	return NewHTTPError(http.StatusForbidden, errorCode, fmtString, args...)
}
func NewConflictError(fmtString string, args ...any) *HTTPError {
	return NewHTTPError(http.StatusConflict, ErrorCodeConflict, fmtString, args...)
}`;

const ROUTER = `package api
func NewAPI() {
	r.Route("/", func(r *router) {
		r.With(api.requireAuthentication).Route("/factors", func(r *router) {
			r.Post("/", api.EnrollFactor)
			r.Route("/{factor_id}", func(r *router) {
				r.With(api.limitHandler(x)).
					Delete("/", api.UnenrollFactor)
			})
		})
		r.Put("/user", api.UserUpdate)
	})
}`;

const HANDLERS = `package api
func (a *API) requireAuthentication(w http.ResponseWriter, r *http.Request) error {
	return apierrors.NewForbiddenError(apierrors.ErrorCodeBadJWT, "invalid JWT: %v, (nested)", fmt.Sprint("a)"))
}
func (a *API) EnrollFactor(w http.ResponseWriter, r *http.Request) error {
	return checkLevel(session)
}
func checkLevel(s *Session) error {
	return apierrors.NewForbiddenError(
		apierrors.ErrorCodeInsufficientAAL,
		"AAL2 required",
	)
}
func (a *API) UnenrollFactor(w http.ResponseWriter, r *http.Request) error {
	code := apierrors.ErrorCodeInsufficientAAL
	return apierrors.NewHTTPError(http.StatusUnprocessableEntity, code, "no")
}
func (a *API) UserUpdate(w http.ResponseWriter, r *http.Request) error {
	if x {
		return apierrors.NewConflictError("busy")
	}
	return &HTTPError{HTTPStatus: http.StatusUnauthorized, ErrorCode: apierrors.ErrorCodeInsufficientAAL}
}
func weak(output *Out) {
	output.HTTPStatus = http.StatusUnprocessableEntity
	output.ErrorCode = apierrors.ErrorCodeWeakPassword
}
func unknown(status int) error {
	return apierrors.NewHTTPError(status, apierrors.ErrorCodeBadJWT, "x")
}`;

const files = new Map([
  ['internal/api/apierrors/errorcode.go', ERROR_CODES],
  ['internal/api/apierrors/apierrors.go', CONSTRUCTORS],
  ['internal/api/api.go', ROUTER],
  ['internal/api/handlers.go', HANDLERS],
]);

describe('GoTrue error sites', () => {
  const { codes, unresolved, declared } = gotrueErrorSites(files);

  it('reads each call site with its status, function and routes, through middleware and callers', () => {
    const aal = codes.insufficient_aal?.map(({ status, function: fn, endpoints }) => ({
      status,
      fn,
      endpoints,
    }));
    expect(aal).toEqual([
      { status: 403, fn: 'checkLevel', endpoints: ['POST /factors'] },
      { status: 422, fn: 'API.UnenrollFactor', endpoints: ['DELETE /factors/{factor_id}'] },
      { status: 401, fn: 'API.UserUpdate', endpoints: ['PUT /user'] },
    ]);
    expect(codes.bad_jwt?.[0]).toMatchObject({
      status: 403,
      via: 'NewForbiddenError',
      line: 3,
      endpoints: ['DELETE /factors/{factor_id}', 'POST /factors'],
      message: 'invalid JWT: %v, (nested)',
    });
    expect(codes.insufficient_aal?.[1]?.message).toBe('no');
    expect(codes.conflict?.[0]).toMatchObject({ status: 409, via: 'NewConflictError' });
    expect(codes.weak_password?.[0]).toMatchObject({ status: 422, via: 'HTTPError fields' });
  });

  it('names what it cannot read rather than guessing', () => {
    expect(unresolved).toEqual([
      expect.objectContaining({ file: 'internal/api/handlers.go', reason: 'the status is not a constant' }),
    ]);
    expect(declared).toContain('never_raised');
    expect(codes.never_raised).toBeUndefined();
  });

  it('reads nested routes with their middleware', () => {
    const routes = routesOf(ROUTER);
    expect(routes.get('API.UnenrollFactor')).toEqual(['DELETE /factors/{factor_id}']);
    expect(routes.get('API.requireAuthentication')).toEqual(['POST /factors', 'DELETE /factors/{factor_id}']);
  });

  it('summarises the statuses by code and by route', () => {
    const summary = statusSummary({ source: { commit: 'c', commitDate: 'd' }, codes });
    expect(summary.codes.insufficient_aal).toEqual({
      statuses: [401, 403, 422],
      byRoute: { 'DELETE /factors/{factor_id}': [422], 'POST /factors': [403], 'PUT /user': [401] },
    });
  });
});

describe('Go source reading', () => {
  it('splits arguments past strings, runes and nested calls', () => {
    const text = 'f(a, "x, (y", g(b, c), \'(\', `raw)`)';
    expect(callArguments(text, 1).args).toEqual(['a', '"x, (y"', 'g(b, c)', "'('", '`raw)`']);
  });

  it('knows net/http status names and refuses one it does not', () => {
    expect(statusOf('http.StatusTooManyRequests')).toBe(429);
    expect(statusOf('418')).toBe(418);
    expect(statusOf('status')).toBeNull();
    expect(() => statusOf('http.StatusTeapot')).toThrow(/GO_HTTP_STATUSES/);
  });
});

describe('PostgREST statuses', () => {
  const ERROR_HS = `instance PgrstError ApiRequestError where
  status MediaTypeError{}  = HTTP.status406
  status (QueryParamError _) = HTTP.status400

instance JSON.ToJSON ApiRequestError where
  toJSON (QueryParamError (QPError message details)) = toJsonPgrstError
    ApiRequestErrorCode00 message Nothing Nothing

  toJSON (MediaTypeError cts) = toJsonPgrstError
    ApiRequestErrorCode07 "None" Nothing Nothing

  toJSON (SQL.ResultError resultError) = toJsonPgrstError
    InternalErrorCode00 (show resultError) Nothing Nothing

pgErrorStatus :: Bool -> SQL.UsageError -> HTTP.Status
pgErrorStatus authed (SQL.SessionUsageError (SQL.QueryError _ _ (SQL.ResultError rError))) =
  case rError of
    (SQL.ServerError c m d _ _) ->
      case c of
        _ -> HTTP.status400

    _                       -> HTTP.status500

buildErrorCode code = case code of
  ApiRequestErrorCode00  -> "PGRST100"
  ApiRequestErrorCode07  -> "PGRST107"
  ApiRequestErrorCode99  -> "PGRST199"
  InternalErrorCode00    -> "PGRSTX00"
`;

  it('follows each code to its error constructor and that constructor to its status', () => {
    const { codes, unresolved } = postgrestStatuses(ERROR_HS);
    expect(codes.PGRST100).toMatchObject({ status: 400, constructor: 'QueryParamError' });
    expect(codes.PGRST107).toMatchObject({ status: 406, constructor: 'MediaTypeError', line: 2 });
    // The result error with no SQLSTATE takes the `_` alternative of its case, not the server error's.
    expect(codes.PGRSTX00).toMatchObject({ status: 500, constructor: 'ResultError' });
    expect(unresolved).toEqual(['PGRST199']);
  });
});

describe('PostgREST statuses of SQLSTATEs', () => {
  const ERROR_HS = `pgErrorStatus authed (x) =
  case rError of
    (SQL.ServerError c m d _ _) ->
      case BS.unpack c of
        '0':'8':_ -> HTTP.status503 -- connection
        "23505"   -> HTTP.status409 -- unique_violation
        "21000"   -> -- cardinality_violation
          if BS.isSuffixOf "requires a WHERE clause" m
            then HTTP.status400 -- a client error
            else HTTP.status500
        "42501"   -> if authed then HTTP.status403 else HTTP.status401
        'P':'T':n -> fromMaybe HTTP.status500 (HTTP.mkStatus <$> readMaybe n <*> pure m)
        _         -> HTTP.status400

    _ -> HTTP.status500
`;
  const rules = sqlStateRules(ERROR_HS);

  it('reads codes, classes, conditions and the catch-all, first match first', () => {
    expect(ruleFor(rules, '08006')?.statuses).toEqual([{ status: 503 }]);
    expect(ruleFor(rules, '23505')?.statuses).toEqual([{ status: 409 }]);
    expect(ruleFor(rules, '21000')?.statuses).toEqual([
      { status: 500, when: 'for any other message' },
      { status: 400, when: 'when the message ends with “requires a WHERE clause”' },
    ]);
    expect(ruleFor(rules, '42501')?.statuses.map((entry) => entry.status)).toEqual([403, 401]);
    expect(ruleFor(rules, 'PT404')).toMatchObject({ prefix: 'PT', dynamic: true, statuses: [] });
    expect(ruleFor(rules, '42P07')).toMatchObject({ statuses: [{ status: 400 }], line: 13 });
  });
});

describe('Storage statuses', () => {
  const CODES = `export enum ErrorCode {
  NoSuchBucket = 'NoSuchBucket',
  InvalidRange = 'InvalidRange',
  DatabaseTimeout = 'DatabaseTimeout',
}

export const ERRORS = {
  NoSuchBucket: (bucket: string, e?: Error) =>
    new StorageBackendError({
      code: ErrorCode.NoSuchBucket,
      error: 'Bucket not found',
      httpStatusCode: 404,
      message: 'Bucket not found',
    }),
  InvalidRange: () =>
    new StorageBackendError({
      code: ErrorCode.InvalidRange,
      httpStatusCode: 400,
      message: \`bad range\`,
    }),
  DatabaseTimeout: (e?: Error) =>
    StorageBackendError.withStatusCode(544, {
      code: ErrorCode.DatabaseTimeout,
      httpStatusCode: 544,
      message: 'timeout',
    }),
}`;
  const RANGE = `function header() {
  return StorageBackendError.withStatusCode(416, {
    code: ErrorCode.InvalidRange,
    httpStatusCode: 416,
    message: 'invalid range provided',
  })
}
function denied() {
  return ERRORS.NoSuchBucket(name).withStatusCode(404)
}`;
  const { sites, unresolved } = storageErrorSites(
    new Map([
      ['src/internal/errors/codes.ts', CODES],
      ['src/storage/range.ts', RANGE],
    ]),
  );

  it('gives a client error HTTP 400 with its own status in the body, unless a status is set', () => {
    const of = (code: string) =>
      sites
        .filter((site) => site.code === code)
        .map(({ status, bodyStatus, via }) => ({ status, bodyStatus, via }));
    expect(of('NoSuchBucket')).toEqual([
      { status: 400, bodyStatus: 404, via: 'ERRORS.NoSuchBucket' },
      { status: 404, bodyStatus: 404, via: 'ERRORS.NoSuchBucket(…).withStatusCode(404)' },
    ]);
    expect(of('InvalidRange')).toEqual([
      { status: 400, bodyStatus: 400, via: 'ERRORS.InvalidRange' },
      { status: 416, bodyStatus: 416, via: 'StorageBackendError.withStatusCode' },
    ]);
    expect(of('DatabaseTimeout')).toEqual([{ status: 544, bodyStatus: 544, via: 'ERRORS.DatabaseTimeout' }]);
    expect(sites.find((site) => site.code === 'NoSuchBucket')?.error).toBe('Bucket not found');
    expect(unresolved).toEqual([]);
  });
});
