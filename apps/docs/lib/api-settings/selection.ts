import type { Selection } from '@/lib/project-session/selection-store';
import type { Branch, Organization, Project } from '@/lib/project-session/types';
import {
  decodeBranchOption,
  decodeProjectOption,
  encodeBranchOption,
  encodeProjectOption,
} from './option-values';

/*
 * The widget's selection rules over the shared selection (lib/project-session/selection-store.ts):
 * the selectors' options, what to show, and what a pick changes.
 */

export type ProjectOption = {
  organizationId: number;
  projectRef: string;
  /** "Organization / Project", what the list shows and what search matches. */
  label: string;
  value: string;
};

export type BranchOption = { branchId: string; label: string; value: string };

/** One option per project whose organization the reader can see, in the order the platform sent them. */
export function projectOptions(
  organizations: readonly Organization[],
  projects: readonly Project[],
): ProjectOption[] {
  const names = new Map(organizations.map((organization) => [organization.id, organization.name]));
  const options: ProjectOption[] = [];
  for (const project of projects) {
    const organizationName = names.get(project.organization_id);
    if (organizationName === undefined) continue;
    const label = `${organizationName} / ${project.name}`;
    options.push({
      organizationId: project.organization_id,
      projectRef: project.ref,
      label,
      value: encodeProjectOption(project.organization_id, project.ref, label),
    });
  }
  return options;
}

export function branchOptions(branches: readonly Branch[]): BranchOption[] {
  return branches.map((branch) => ({
    branchId: branch.id,
    label: branch.name,
    value: encodeBranchOption(branch.id, branch.name),
  }));
}

/** The option for this organization and project, if the project is listed and belongs to it. */
function findOption(
  options: readonly ProjectOption[],
  organizationId: number | undefined,
  projectRef: string | undefined,
): ProjectOption | undefined {
  return options.find(
    (option) => option.organizationId === organizationId && option.projectRef === projectRef,
  );
}

/**
 * The organization and project to show. A valid current choice is kept; with none, the saved pair is restored
 * when the project belongs to that organization; otherwise the first project is picked. `undefined` when
 * there are no projects at all.
 */
export function resolveProjectSelection(
  options: readonly ProjectOption[],
  current: Selection,
  saved: Selection,
): { organizationId: number; projectRef: string } | undefined {
  const chosen =
    findOption(options, current.organizationId, current.projectRef) ??
    findOption(options, saved.organizationId, saved.projectRef) ??
    options[0];
  return chosen && { organizationId: chosen.organizationId, projectRef: chosen.projectRef };
}

/**
 * The branch to show: a valid current choice, else the saved branch, else the production branch (its
 * `project_ref` equals its `parent_project_ref`), else the first branch.
 */
export function resolveBranchSelection(
  branches: readonly Branch[],
  current: Selection,
  saved: Selection,
): string | undefined {
  for (const candidate of [current.branchId, saved.branchId]) {
    if (candidate !== undefined && branches.some((branch) => branch.id === candidate)) return candidate;
  }
  const production = branches.find((branch) => branch.project_ref === branch.parent_project_ref);
  return (production ?? branches[0])?.id;
}

/**
 * The selection after the reader picks a project option. Organization and project are set together, and
 * only when the project belongs to the organization; a malformed or unknown value changes nothing.
 * The branch is dropped so the branch rules choose again for the new project.
 */
export function chooseProject(
  options: readonly ProjectOption[],
  current: Selection,
  value: string,
): Selection {
  const decoded = decodeProjectOption(value);
  if (!decoded) return current;
  const [organizationId, projectRef] = decoded;
  if (!findOption(options, organizationId, projectRef)) return current;
  return { organizationId, projectRef };
}

/** The selection after the reader picks a branch option; unknown or malformed values change nothing. */
export function chooseBranch(branches: readonly Branch[], current: Selection, value: string): Selection {
  const decoded = decodeBranchOption(value);
  if (!decoded) return current;
  const [branchId] = decoded;
  if (!branches.some((branch) => branch.id === branchId)) return current;
  return { ...current, branchId };
}

/**
 * The ref whose API settings are shown: the chosen branch's own project ref when the project has branching
 * enabled (each branch has its own URL and keys), otherwise the project's ref. `undefined` while the branch
 * is not known yet.
 */
export function apiRef(
  project: Project | undefined,
  branches: readonly Branch[] | undefined,
  branchId: string | undefined,
): string | undefined {
  if (!project) return undefined;
  if (!project.is_branch_enabled) return project.ref;
  return branches?.find((branch) => branch.id === branchId)?.project_ref;
}
