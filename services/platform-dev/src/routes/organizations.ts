// GET /platform/organizations: the caller's organizations.
import { Hono } from 'hono';
import { listOrganizationsOfUser } from '../data/organizations.ts';
import type { Queryable } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';

export function organizationRoutes(db: Queryable) {
  return new Hono<AppEnv>().get('/platform/organizations', async (c) => {
    const organizations = await listOrganizationsOfUser(db, c.get('caller').userId);
    return c.json(organizations.map(({ id, name }) => ({ id, name })));
  });
}
