// Every platform route and the signed-in auth routes need `Authorization: Bearer <access token>`: a valid
// HS256 token of ours whose session is still active. Anything else is 401.
import { createMiddleware } from 'hono/factory';
import type { SessionCheck } from '../auth/session-check.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { AppEnv } from './app-env.ts';
import { HttpError, unauthorized } from './errors.ts';

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/;

export function requireUser(sessions: SessionCheck, tokens: TokenService) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('Authorization');
    if (!header) throw unauthorized('Missing access token');
    const match = BEARER.exec(header);
    if (!match?.[1] || header.length > 8192) throw unauthorized('Malformed access token');
    const claims = await tokens.verifyAccessToken(match[1]);
    if (!claims) throw unauthorized('Invalid or expired access token');
    if (!(await sessions.isActive(claims.sessionId, claims.userId))) {
      // GoTrue's code for this case: auth-js then forgets the session it holds.
      throw new HttpError(401, 'The session of this access token has ended', { code: 'session_not_found' });
    }
    c.set('caller', claims);
    await next();
  });
}
