// The seed data shows every widget state, and writing it again changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../src/seed/seed.ts';
import {
  branchesOf,
  branchingProject,
  demoUser,
  emptyUser,
  manyUser,
  organizationsOf,
  projectsOf,
  seedBranches,
  seedProjects,
} from '../src/seed/seed-data.ts';
import { passwordGrant } from './support/http.ts';
import { databaseKind, startTestServer, type TestServer } from './support/server.ts';

describe('seed data', () => {
  it('gives demo@example.com two organizations, several projects, one of them with three branches', () => {
    expect(organizationsOf(demoUser)).toHaveLength(2);
    expect(projectsOf(demoUser).length).toBeGreaterThanOrEqual(4);
    expect(seedProjects.filter((project) => project.is_branch_enabled)).toEqual([branchingProject]);
    expect(branchesOf(demoUser)).toHaveLength(3);
    expect(seedBranches.filter((branch) => branch.project_ref === branch.parent_project_ref)).toHaveLength(1);
    const labels = [...organizationsOf(demoUser), ...projectsOf(demoUser), ...branchesOf(demoUser)].map(
      (x) => x.name,
    );
    expect(labels.some((label) => label.includes('"'))).toBe(true);
    expect(labels.some((label) => label.includes('\\'))).toBe(true);
    expect(labels.some((label) => /[^\x20-\x7e]/.test(label))).toBe(true);
  });

  it('gives empty@example.com an organization without projects and many@example.com 25 projects', () => {
    expect(organizationsOf(emptyUser)).toHaveLength(1);
    expect(projectsOf(emptyUser)).toHaveLength(0);
    expect(organizationsOf(manyUser)).toHaveLength(1);
    expect(projectsOf(manyUser)).toHaveLength(25);
  });

  it('uses unique refs for projects and branches', () => {
    const refs = [
      ...seedProjects.map((p) => p.ref),
      ...seedBranches.filter((b) => b.project_ref !== b.parent_project_ref).map((b) => b.project_ref),
    ];
    expect(new Set(refs).size).toBe(refs.length);
    for (const ref of refs) expect(ref).toMatch(/^[a-z]{20}$/);
  });
});

describe(`seeding the database (${databaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const counts = () =>
    server.app.db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::integer FROM users) AS users,
              (SELECT count(*)::integer FROM organizations) AS organizations,
              (SELECT count(*)::integer FROM memberships) AS memberships,
              (SELECT count(*)::integer FROM projects) AS projects,
              (SELECT count(*)::integer FROM branches) AS branches`,
    );

  it('ran on the empty database, and running it again changes nothing', async () => {
    const before = await counts();
    expect(before[0]).toEqual({ users: 3, organizations: 4, memberships: 4, projects: 30, branches: 3 });
    const hashes = await server.app.db.query('SELECT id, password_hash FROM users ORDER BY id');

    // A label edited in the database is put back; passwords are left as they are.
    await server.app.db.query(`UPDATE projects SET name = 'renamed' WHERE ref = $1`, [branchingProject.ref]);
    await seed(server.app.db);
    await seed(server.app.db);
    expect(await counts()).toEqual(before);
    expect(await server.app.db.query('SELECT id, password_hash FROM users ORDER BY id')).toEqual(hashes);
    const names = await server.app.db.query<{ name: string }>('SELECT name FROM projects WHERE ref = $1', [
      branchingProject.ref,
    ]);
    expect(names[0]?.name).toBe(branchingProject.name);
  });

  it('stores Argon2id hashes, never the password', async () => {
    const rows = await server.app.db.query<{ password_hash: string }>('SELECT password_hash FROM users');
    for (const row of rows) expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(rows)).not.toContain('demo-password');
    expect((await passwordGrant(server.url, manyUser.email)).status).toBe(200);
  });
});
