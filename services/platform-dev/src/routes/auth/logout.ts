// POST /auth/v1/logout?scope=global|local|others: ends this session, all of the user's, or all but this one.
// A session that has not reached aal2 while the user has a verified factor ends only itself: a stolen
// password must not end the owner's aal2 sessions. GoTrue (internal/api/logout.go) allows it at aal1.
import { Hono } from 'hono';
import { z } from 'zod';
import type { SessionCheck } from '../../auth/session-check.ts';
import { listFactors } from '../../data/mfa-factors.ts';
import { findSessionAuth, revokeSession, revokeUserSessions } from '../../data/sessions.ts';
import type { Queryable } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { HttpError } from '../../http/errors.ts';

const scopeSchema = z.enum(['global', 'local', 'others']).default('global');

export function logoutRoutes(db: Queryable, sessions: SessionCheck) {
  async function belowUsersLevel(userId: string, sessionId: string): Promise<boolean> {
    const factors = await listFactors(db, userId);
    if (!factors.some((factor) => factor.status === 'verified')) return false;
    return (await findSessionAuth(db, sessionId))?.aal !== 'aal2';
  }

  return new Hono<AppEnv>().post('/auth/v1/logout', async (c) => {
    const scope = scopeSchema.safeParse(c.req.query('scope'));
    if (!scope.success) {
      throw new HttpError(400, 'scope must be global, local or others', { code: 'validation_failed' });
    }
    const { userId, sessionId } = c.get('caller');
    if (scope.data !== 'local' && (await belowUsersLevel(userId, sessionId))) {
      // Global: this session still ends, so auth-js's signOut(), which takes a 401 as signed out, leaves
      // nothing behind; the other sessions stay.
      if (scope.data === 'global') await revokeSession(db, sessionId, 'logout');
      sessions.forgetAll();
      throw new HttpError(401, 'AAL2 session is required to sign out other sessions when MFA is enabled.', {
        code: 'insufficient_aal',
      });
    }
    if (scope.data === 'local') await revokeSession(db, sessionId, 'logout');
    else await revokeUserSessions(db, userId, scope.data === 'others' ? sessionId : null, 'logout');
    sessions.forgetAll();
    return c.body(null, 204);
  });
}
