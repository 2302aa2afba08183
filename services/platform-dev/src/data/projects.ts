// Projects of the organizations the caller belongs to. The membership join is the authorization: a project
// the caller may not see is never read, so "forbidden" and "missing" are the same empty answer.
import type { Queryable } from '../db/database.ts';

export interface ProjectRow {
  ref: string;
  name: string;
  organization_id: number;
  is_branch_enabled: boolean;
}

const VISIBLE_PROJECTS = `
  SELECT p.ref, p.name, p.organization_id, p.is_branch_enabled
    FROM projects p
    JOIN memberships m ON m.organization_id = p.organization_id
   WHERE m.user_id = $1`;

export function listProjectsOfUser(db: Queryable, userId: string): Promise<ProjectRow[]> {
  return db.query<ProjectRow>(`${VISIBLE_PROJECTS} ORDER BY p.organization_id, p.name, p.ref`, [userId]);
}

export async function findProjectOfUser(
  db: Queryable,
  userId: string,
  ref: string,
): Promise<ProjectRow | null> {
  const rows = await db.query<ProjectRow>(`${VISIBLE_PROJECTS} AND p.ref = $2`, [userId, ref]);
  return rows[0] ?? null;
}

/** Whether `ref` is a project or a branch of a project the caller can see (both have API settings). */
export async function isApiRefVisibleToUser(db: Queryable, userId: string, ref: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1
       FROM projects p
       JOIN memberships m ON m.organization_id = p.organization_id
       LEFT JOIN branches b ON b.parent_project_ref = p.ref AND b.project_ref = $2
      WHERE m.user_id = $1 AND (p.ref = $2 OR b.id IS NOT NULL)
      LIMIT 1`,
    [userId, ref],
  );
  return rows.length > 0;
}
