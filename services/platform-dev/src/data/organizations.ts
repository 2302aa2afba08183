// Organizations, always through the caller's memberships: another user's organization is never loaded.
import type { Queryable } from '../db/database.ts';

export interface OrganizationRow {
  id: number;
  name: string;
}

export function listOrganizationsOfUser(db: Queryable, userId: string): Promise<OrganizationRow[]> {
  return db.query<OrganizationRow>(
    `SELECT o.id, o.name
       FROM organizations o
       JOIN memberships m ON m.organization_id = o.id
      WHERE m.user_id = $1
      ORDER BY o.id`,
    [userId],
  );
}
