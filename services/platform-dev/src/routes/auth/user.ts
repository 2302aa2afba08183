// GET /auth/v1/user: the signed-in user, in GoTrue's shape, with their MFA factors.
import { Hono } from 'hono';
import { gotrueUser } from '../../auth/gotrue-shapes.ts';
import { listFactors } from '../../data/mfa-factors.ts';
import { findUserById } from '../../data/users.ts';
import type { Queryable } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { HttpError } from '../../http/errors.ts';

export function userRoutes(db: Queryable) {
  return new Hono<AppEnv>().get('/auth/v1/user', async (c) => {
    const user = await findUserById(db, c.get('caller').userId);
    if (!user) throw new HttpError(403, 'User not found', { code: 'user_not_found' });
    return c.json(gotrueUser(user, await listFactors(db, user.id)));
  });
}
