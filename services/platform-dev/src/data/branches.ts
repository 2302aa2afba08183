// Branches of one project, through the caller's memberships (the production branch first).
import type { Queryable } from '../db/database.ts';

export interface BranchRow {
  id: string;
  name: string;
  project_ref: string;
  parent_project_ref: string;
}

export function listBranchesOfUserProject(
  db: Queryable,
  userId: string,
  projectRef: string,
): Promise<BranchRow[]> {
  return db.query<BranchRow>(
    `SELECT b.id, b.name, b.project_ref, b.parent_project_ref
       FROM branches b
       JOIN projects p ON p.ref = b.parent_project_ref
       JOIN memberships m ON m.organization_id = p.organization_id
      WHERE m.user_id = $1 AND p.ref = $2
      ORDER BY (b.project_ref = b.parent_project_ref) DESC, b.name, b.id`,
    [userId, projectRef],
  );
}
