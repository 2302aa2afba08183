// GET /v1/projects/{ref}/branches: the branches of one of the caller's projects, if branching is on.
import { Hono } from 'hono';
import { listBranchesOfUserProject } from '../data/branches.ts';
import { findProjectOfUser } from '../data/projects.ts';
import type { Queryable } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { notFound } from '../http/errors.ts';
import { refSchema } from './params.ts';

export function branchRoutes(db: Queryable) {
  return new Hono<AppEnv>().get('/v1/projects/:ref/branches', async (c) => {
    const ref = refSchema.safeParse(c.req.param('ref'));
    if (!ref.success) throw notFound('Project not found');
    const { userId } = c.get('caller');
    const project = await findProjectOfUser(db, userId, ref.data);
    if (!project) throw notFound('Project not found');
    if (!project.is_branch_enabled) throw notFound('Branching is not enabled for this project');
    const branches = await listBranchesOfUserProject(db, userId, project.ref);
    return c.json(
      branches.map(({ id, name, project_ref, parent_project_ref }) => ({
        id,
        name,
        project_ref,
        parent_project_ref,
      })),
    );
  });
}
