// Writes the seed data (seed-data.ts) in one transaction. Safe to run again: every row is keyed on a fixed
// id or ref, and existing accounts keep their passwords.
import { hashPassword } from '../auth/passwords.ts';
import {
  upsertMembership,
  upsertSeedBranch,
  upsertSeedOrganization,
  upsertSeedProject,
  upsertSeedUser,
} from '../data/seed.ts';
import type { Database } from '../db/database.ts';
import { DEMO_PASSWORD, seedBranches, seedOrganizations, seedProjects, seedUsers } from './seed-data.ts';

export async function seed(db: Database): Promise<void> {
  const hashes = await Promise.all(seedUsers.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction(async (tx) => {
    for (const [index, user] of seedUsers.entries()) await upsertSeedUser(tx, user, hashes[index] as string);
    for (const organization of seedOrganizations) {
      await upsertSeedOrganization(tx, organization);
      for (const userId of organization.memberIds) await upsertMembership(tx, organization.id, userId);
    }
    for (const project of seedProjects) await upsertSeedProject(tx, project);
    for (const branch of seedBranches) await upsertSeedBranch(tx, branch);
  });
}
