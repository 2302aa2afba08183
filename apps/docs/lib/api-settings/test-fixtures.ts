import type { Branch, Organization, Project } from '@/lib/project-session/types';

/** A small platform: two organizations, three projects, one of them with branching and three branches. */
export const organizations: Organization[] = [
  { id: 1, name: 'Acme "Labs"' },
  { id: 2, name: 'Beta' },
];

export const projects: Project[] = [
  { ref: 'acme-web', name: 'Web', organization_id: 1, is_branch_enabled: false },
  { ref: 'acme-api', name: 'API', organization_id: 1, is_branch_enabled: true },
  { ref: 'beta-app', name: 'App', organization_id: 2, is_branch_enabled: false },
];

export const branches: Branch[] = [
  { id: 'br-feature', name: 'feature', project_ref: 'acme-api-feature', parent_project_ref: 'acme-api' },
  { id: 'br-main', name: 'main', project_ref: 'acme-api', parent_project_ref: 'acme-api' },
  { id: 'br-fix', name: 'fix', project_ref: 'acme-api-fix', parent_project_ref: 'acme-api' },
];
