import type { AuthStatus } from '@/lib/project-session/session-state';
import type { Branch, Organization, Project } from '@/lib/project-session/types';

/*
 * The widget's states as plain values, derived from the session and the query results so each can be
 * unit-tested and shown through `data-state` attributes that tests and styles read.
 */

/** The parts of a query result the states depend on (TanStack Query's `status` and `data`). */
export type QueryResult<T> = { status: 'pending' | 'error' | 'success'; data?: T };

export type SelectorState =
  | 'user-loading'
  | 'logged-out'
  | 'logged-in-pending'
  | 'logged-in-error'
  | 'logged-in-no-data'
  | 'logged-in-data';

export type BranchState = 'no-branches' | 'pending' | 'error' | 'empty' | 'has-data';

/** The state of the value itself, once a project (and branch) is chosen. */
export type ValueState = 'waiting' | 'pending' | 'error' | 'ready';

export function selectorState(
  auth: AuthStatus,
  organizations: QueryResult<readonly Organization[]>,
  projects: QueryResult<readonly Project[]>,
): SelectorState {
  if (auth === 'loading') return 'user-loading';
  if (auth === 'signed-out') return 'logged-out';
  // A failure is final even while the other list is still on its way.
  if (organizations.status === 'error' || projects.status === 'error') return 'logged-in-error';
  if (organizations.status !== 'success' || projects.status !== 'success') return 'logged-in-pending';
  const organizationIds = new Set((organizations.data ?? []).map((organization) => organization.id));
  const visible = (projects.data ?? []).some((project) => organizationIds.has(project.organization_id));
  return visible ? 'logged-in-data' : 'logged-in-no-data';
}

/** `project` is the selected project; with branching disabled there is no branch selector at all. */
export function branchState(
  project: Project | undefined,
  branches: QueryResult<readonly Branch[]>,
): BranchState {
  if (!project?.is_branch_enabled) return 'no-branches';
  if (branches.status === 'error') return 'error';
  if (branches.status === 'pending') return 'pending';
  return (branches.data ?? []).length === 0 ? 'empty' : 'has-data';
}

/** `ref` is the ref whose settings are shown (see `apiRef`); undefined until a project and branch are known. */
export function valueState(ref: string | undefined, projectApi: QueryResult<unknown>): ValueState {
  if (ref === undefined) return 'waiting';
  if (projectApi.status === 'error') return 'error';
  return projectApi.status === 'success' ? 'ready' : 'pending';
}
