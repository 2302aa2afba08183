// POST /auth/v1/logout?scope=global|local|others: ends this session, all of the user's, or all but this one.
import { Hono } from 'hono';
import { z } from 'zod';
import type { SessionCheck } from '../../auth/session-check.ts';
import { revokeSession, revokeUserSessions } from '../../data/sessions.ts';
import type { Queryable } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { HttpError } from '../../http/errors.ts';

const scopeSchema = z.enum(['global', 'local', 'others']).default('global');

export function logoutRoutes(db: Queryable, sessions: SessionCheck) {
  return new Hono<AppEnv>().post('/auth/v1/logout', async (c) => {
    const scope = scopeSchema.safeParse(c.req.query('scope'));
    if (!scope.success) {
      throw new HttpError(400, 'scope must be global, local or others', { code: 'validation_failed' });
    }
    const { userId, sessionId } = c.get('caller');
    if (scope.data === 'local') await revokeSession(db, sessionId, 'logout');
    else await revokeUserSessions(db, userId, scope.data === 'others' ? sessionId : null, 'logout');
    sessions.forgetAll();
    return c.body(null, 204);
  });
}
