// The development accounts and their data: one module that the seed script writes to the database and that
// tests on both sides (service and widget) import, so names and refs are never typed twice.

/** Every seeded account signs in with this password (development only). */
export const DEMO_PASSWORD = 'demo-password';

export interface SeedUser {
  id: string;
  email: string;
}

export interface SeedOrganization {
  id: number;
  name: string;
  memberIds: string[];
}

export interface SeedProject {
  ref: string;
  name: string;
  organization_id: number;
  is_branch_enabled: boolean;
}

export interface SeedBranch {
  id: string;
  name: string;
  project_ref: string;
  parent_project_ref: string;
}

export const demoUser: SeedUser = { id: '5f0c3a52-8d1e-4b7a-9c61-2e4d7f8a0b01', email: 'demo@example.com' };
export const emptyUser: SeedUser = { id: '5f0c3a52-8d1e-4b7a-9c61-2e4d7f8a0b02', email: 'empty@example.com' };
export const manyUser: SeedUser = { id: '5f0c3a52-8d1e-4b7a-9c61-2e4d7f8a0b03', email: 'many@example.com' };
export const seedUsers: SeedUser[] = [demoUser, emptyUser, manyUser];

export const seedOrganizations: SeedOrganization[] = [
  { id: 1, name: 'Acme Demo', memberIds: [demoUser.id] },
  { id: 2, name: 'Ünïcode "Quoted" \\ Labs', memberIds: [demoUser.id] },
  { id: 3, name: 'Quiet Organization', memberIds: [emptyUser.id] },
  { id: 4, name: 'Many Projects Inc.', memberIds: [manyUser.id] },
];

/** The one project with branching enabled (demo@example.com, "Acme Demo"). */
export const branchingProject: SeedProject = {
  ref: 'demostorefrontapiref',
  name: 'Storefront API',
  organization_id: 1,
  is_branch_enabled: true,
};

const demoProjects: SeedProject[] = [
  branchingProject,
  { ref: 'demoanalyticsworkerx', name: 'Analytics "worker"', organization_id: 1, is_branch_enabled: false },
  { ref: 'demobackofficetoolsx', name: 'Back\\office tools', organization_id: 1, is_branch_enabled: false },
  { ref: 'democafezurichsitexx', name: 'Café Zürich «site»', organization_id: 2, is_branch_enabled: false },
  { ref: 'demojapaneseprojectx', name: '日本語プロジェクト', organization_id: 2, is_branch_enabled: false },
];

const letters = 'abcdefghijklmnopqrstuvwxyz';
/** 25 projects named "Project 01"…"Project 25", refs `manyprojectsnumberaa`…`manyprojectsnumberay`. */
const manyProjects: SeedProject[] = Array.from({ length: 25 }, (_, index) => ({
  ref: `manyprojectsnumbera${letters[index]}`,
  name: `Project ${String(index + 1).padStart(2, '0')}`,
  organization_id: 4,
  is_branch_enabled: false,
}));

export const seedProjects: SeedProject[] = [...demoProjects, ...manyProjects];

/** The production branch is listed first: its `project_ref` equals its `parent_project_ref`. */
export const seedBranches: SeedBranch[] = [
  {
    id: '9a3e1c77-0b4f-4e2d-8f15-6c2b9d4e7a01',
    name: 'main',
    project_ref: branchingProject.ref,
    parent_project_ref: branchingProject.ref,
  },
  {
    id: '9a3e1c77-0b4f-4e2d-8f15-6c2b9d4e7a02',
    name: 'develop',
    project_ref: 'demobranchdevelopxxx',
    parent_project_ref: branchingProject.ref,
  },
  {
    id: '9a3e1c77-0b4f-4e2d-8f15-6c2b9d4e7a03',
    name: 'feature/"quotes" \\ ünïcode',
    project_ref: 'demobranchfeaturexxx',
    parent_project_ref: branchingProject.ref,
  },
];

/** The organizations a seeded user belongs to. */
export function organizationsOf(user: SeedUser): SeedOrganization[] {
  return seedOrganizations.filter((organization) => organization.memberIds.includes(user.id));
}

/** The projects a seeded user can see (those of their organizations). */
export function projectsOf(user: SeedUser): SeedProject[] {
  const ids = new Set(organizationsOf(user).map((organization) => organization.id));
  return seedProjects.filter((project) => ids.has(project.organization_id));
}

/** The branches a seeded user can see (those of their projects). */
export function branchesOf(user: SeedUser): SeedBranch[] {
  const refs = new Set(projectsOf(user).map((project) => project.ref));
  return seedBranches.filter((branch) => refs.has(branch.parent_project_ref));
}
