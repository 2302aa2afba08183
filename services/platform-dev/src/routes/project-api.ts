// GET /platform/props/project/{ref}/api: the API settings (URL parts and anon key) of a project or branch.
import { Hono } from 'hono';
import type { TokenService } from '../auth/tokens.ts';
import { isApiRefVisibleToUser } from '../data/projects.ts';
import type { Queryable } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { notFound } from '../http/errors.ts';
import { refSchema } from './params.ts';

export function projectApiRoutes(db: Queryable, tokens: TokenService) {
  return new Hono<AppEnv>().get('/platform/props/project/:ref/api', async (c) => {
    const ref = refSchema.safeParse(c.req.param('ref'));
    if (!ref.success || !(await isApiRefVisibleToUser(db, c.get('caller').userId, ref.data))) {
      throw notFound('Project not found');
    }
    return c.json({
      autoApiService: {
        protocol: 'https',
        endpoint: `${ref.data}.supabase.co`,
        defaultApiKey: await tokens.anonKeyFor(ref.data),
      },
    });
  });
}
