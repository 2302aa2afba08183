// GET /platform/projects: the projects of the caller's organizations.
import { Hono } from 'hono';
import { listProjectsOfUser } from '../data/projects.ts';
import type { Queryable } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';

export function projectRoutes(db: Queryable) {
  return new Hono<AppEnv>().get('/platform/projects', async (c) => {
    const projects = await listProjectsOfUser(db, c.get('caller').userId);
    return c.json(
      projects.map(({ ref, name, organization_id, is_branch_enabled }) => ({
        ref,
        name,
        organization_id,
        is_branch_enabled,
      })),
    );
  });
}
