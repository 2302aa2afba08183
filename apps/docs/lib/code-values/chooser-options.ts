import type { Branch, Organization, Project } from '@/lib/project-session/types';
import type { ComboboxOption } from '@/lib/ui/combobox';
import { CHOOSER_MESSAGES } from './messages';
import type { CodeValuesMode } from './values';

/**
 * The chooser's options: one per project, or per branch of a project with branching on ("Storefront API ·
 * main"), then Local development and Placeholders. A project option's value is a JSON array
 * `["project", organizationId, projectRef, branchId]` (branchId null without branching); anything else that
 * does not decode is ignored, as the widget's option values are (lib/api-settings/option-values.ts).
 */

export const LOCAL_OPTION = 'local';
export const PLACEHOLDERS_OPTION = 'placeholders';

export type ProjectChoice = {
  organizationId: number;
  projectRef: string;
  branchId?: string;
  /** The ref whose API settings fill the samples (a branch's own ref). */
  apiRef: string;
  project: string;
  branch?: string;
};

export type ChooserOption = ComboboxOption & { choice?: ProjectChoice };

export function encodeProjectChoice(
  choice: Pick<ProjectChoice, 'organizationId' | 'projectRef' | 'branchId'>,
) {
  return JSON.stringify(['project', choice.organizationId, choice.projectRef, choice.branchId ?? null]);
}

export function decodeProjectChoice(
  value: string,
): Pick<ProjectChoice, 'organizationId' | 'projectRef' | 'branchId'> | undefined {
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed) || parsed.length !== 4 || parsed[0] !== 'project') return undefined;
    const [, organizationId, projectRef, branchId] = parsed;
    if (typeof organizationId !== 'number' || typeof projectRef !== 'string' || projectRef === '')
      return undefined;
    if (branchId !== null && typeof branchId !== 'string') return undefined;
    return { organizationId, projectRef, branchId: branchId ?? undefined };
  } catch {
    return undefined;
  }
}

/** Every project of an organization the reader sees, a branching project once per branch. */
export function projectChoices(
  organizations: readonly Organization[],
  projects: readonly Project[],
  branchesByRef: ReadonlyMap<string, readonly Branch[]>,
): ProjectChoice[] {
  const known = new Set(organizations.map((organization) => organization.id));
  const choices: ProjectChoice[] = [];
  for (const project of projects) {
    if (!known.has(project.organization_id)) continue;
    const base = { organizationId: project.organization_id, projectRef: project.ref, project: project.name };
    const branches = project.is_branch_enabled ? branchesByRef.get(project.ref) : undefined;
    if (!branches || branches.length === 0) {
      // Branching on but no branch listed: nothing to fill from yet, so no option.
      if (!project.is_branch_enabled) choices.push({ ...base, apiRef: project.ref });
      continue;
    }
    for (const branch of branches) {
      choices.push({ ...base, branchId: branch.id, apiRef: branch.project_ref, branch: branch.name });
    }
  }
  return choices;
}

export function chooserOptions(choices: readonly ProjectChoice[], signedIn: boolean): ChooserOption[] {
  const projects = choices.map((choice) => ({
    value: encodeProjectChoice(choice),
    label: choice.branch ? `${choice.project} · ${choice.branch}` : choice.project,
    choice,
  }));
  return [
    ...(signedIn ? projects : []),
    { value: LOCAL_OPTION, label: CHOOSER_MESSAGES.local },
    { value: PLACEHOLDERS_OPTION, label: CHOOSER_MESSAGES.placeholders },
  ];
}

/**
 * The project choice to show, by the widget's selection rules: the project of the current selection
 * if it is listed, else the saved one, else the first; then its branch: the current, else the saved one, else
 * the production branch (the branch whose ref is its parent's), else the first.
 */
export function resolveProjectChoice(
  choices: readonly ProjectChoice[],
  current: { organizationId?: number; projectRef?: string; branchId?: string },
  saved: { organizationId?: number; projectRef?: string; branchId?: string },
): ProjectChoice | undefined {
  const ofProject = (selection: typeof current) =>
    choices.filter(
      (choice) =>
        choice.organizationId === selection.organizationId && choice.projectRef === selection.projectRef,
    );
  let candidates = ofProject(current);
  if (candidates.length === 0) candidates = ofProject(saved);
  const first = choices[0];
  if (candidates.length === 0 && first) candidates = ofProject(first);
  for (const branchId of [current.branchId, saved.branchId]) {
    const found = candidates.find((choice) => branchId !== undefined && choice.branchId === branchId);
    if (found) return found;
  }
  return candidates.find((choice) => choice.apiRef === choice.projectRef) ?? candidates[0];
}

/**
 * Whether the chooser may write its choice back into the shared selection: when nothing is selected yet, or when
 * the selected project is one of its choices. A project the chooser cannot list (branching on, no branch yet)
 * may still be the API-settings widget's choice, and falling back to the first project must not undo it.
 */
export function mayWriteBack(
  choices: readonly ProjectChoice[],
  current: { organizationId?: number; projectRef?: string },
): boolean {
  if (current.projectRef === undefined) return true;
  return choices.some(
    (choice) => choice.organizationId === current.organizationId && choice.projectRef === current.projectRef,
  );
}

/** The mode a non-project option stands for. */
export function modeOfOption(value: string): CodeValuesMode | undefined {
  if (value === LOCAL_OPTION) return 'local';
  if (value === PLACEHOLDERS_OPTION) return 'placeholders';
  return undefined;
}

/** The option of a non-project mode. */
export function optionOfMode(mode: CodeValuesMode): string | undefined {
  if (mode === 'local') return LOCAL_OPTION;
  if (mode === 'placeholders') return PLACEHOLDERS_OPTION;
  return undefined;
}
