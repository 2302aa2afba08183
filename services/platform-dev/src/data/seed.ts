// Upserts of the seed rows. Keyed on fixed ids and refs, so running the seed again changes nothing.
import type { Queryable } from '../db/database.ts';
import type { SeedBranch, SeedOrganization, SeedProject, SeedUser } from '../seed/seed-data.ts';

/** Inserts the user when missing; an existing account keeps its password hash. */
export async function upsertSeedUser(db: Queryable, user: SeedUser, passwordHash: string): Promise<void> {
  await db.query(
    'INSERT INTO users (id, email, password_hash, email_confirmed_at) VALUES ($1, $2, $3, now()) ON CONFLICT (id) DO NOTHING',
    [user.id, user.email, passwordHash],
  );
}

export async function upsertSeedOrganization(db: Queryable, organization: SeedOrganization): Promise<void> {
  await db.query(
    'INSERT INTO organizations (id, name) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET name = excluded.name',
    [organization.id, organization.name],
  );
}

export async function upsertMembership(db: Queryable, organizationId: number, userId: string): Promise<void> {
  await db.query(
    'INSERT INTO memberships (organization_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [organizationId, userId],
  );
}

export async function upsertSeedProject(db: Queryable, project: SeedProject): Promise<void> {
  await db.query(
    `INSERT INTO projects (ref, name, organization_id, is_branch_enabled) VALUES ($1, $2, $3, $4)
     ON CONFLICT (ref) DO UPDATE SET name = excluded.name, organization_id = excluded.organization_id,
       is_branch_enabled = excluded.is_branch_enabled`,
    [project.ref, project.name, project.organization_id, project.is_branch_enabled],
  );
}

export async function upsertSeedBranch(db: Queryable, branch: SeedBranch): Promise<void> {
  await db.query(
    `INSERT INTO branches (id, name, project_ref, parent_project_ref) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, project_ref = excluded.project_ref,
       parent_project_ref = excluded.parent_project_ref`,
    [branch.id, branch.name, branch.project_ref, branch.parent_project_ref],
  );
}
