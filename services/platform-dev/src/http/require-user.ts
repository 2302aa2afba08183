// Every platform route and the signed-in auth routes need `Authorization: Bearer <access token>`: a valid
// HS256 token of ours whose session is still active. Anything else is 401 on platform routes; the auth routes
// answer with GoTrue's statuses (internal/api/auth.go): no bearer token 401 `no_authorization`, a token that does
// not verify 403 `bad_jwt`, a session that has ended 403 `session_not_found`.
import { createMiddleware } from 'hono/factory';
import type { SessionCheck } from '../auth/session-check.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { AppEnv } from './app-env.ts';
import { HttpError, unauthorized } from './errors.ts';

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/;
/** GoTrue's test for a bearer token at all: anything after `Bearer `, checked as a JWT afterwards. */
const ANY_BEARER = /^bearer \S+$/i;

export function requireUser(sessions: SessionCheck, tokens: TokenService, answers: 'platform' | 'gotrue') {
  const gotrue = answers === 'gotrue';
  const refused = (message: string) =>
    gotrue ? new HttpError(403, message, { code: 'bad_jwt' }) : unauthorized(message);
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('Authorization');
    if (gotrue && !ANY_BEARER.test(header ?? '')) {
      throw new HttpError(401, 'This endpoint requires a valid Bearer token', { code: 'no_authorization' });
    }
    if (!header) throw unauthorized('Missing access token');
    const match = BEARER.exec(header);
    if (!match?.[1] || header.length > 8192) throw refused('Malformed access token');
    const claims = await tokens.verifyAccessToken(match[1]);
    if (!claims) throw refused('Invalid or expired access token');
    if (!(await sessions.isActive(claims.sessionId, claims.userId))) {
      // GoTrue's code for this case: auth-js then forgets the session it holds.
      throw new HttpError(gotrue ? 403 : 401, 'The session of this access token has ended', {
        code: 'session_not_found',
      });
    }
    c.set('caller', claims);
    await next();
  });
}
