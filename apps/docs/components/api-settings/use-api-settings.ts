import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { selectionStore } from '@/components/project-session/shared-selection';
import {
  apiRef,
  branchOptions,
  chooseBranch,
  chooseProject,
  projectOptions,
  resolveBranchSelection,
  resolveProjectSelection,
} from '@/lib/api-settings/selection';
import { branchState, selectorState, valueState } from '@/lib/api-settings/selector-state';
import type { ApiVariable } from '@/lib/api-settings/variables';
import type { PlatformApi } from '@/lib/project-session/platform-api';
import { projectValue } from '@/lib/project-session/project-value';
import type { Selection } from '@/lib/project-session/selection-store';
import type { SessionState } from '@/lib/project-session/session-state';
import { QUERY_ROOT } from './shared-state';

const NO_SELECTION: Selection = {};
let mountedWidgets = 0;

/** The selection is cleared when the (last) widget on the page is removed. */
function useClearSelectionOnUnmount() {
  useEffect(() => {
    mountedWidgets += 1;
    return () => {
      mountedWidgets -= 1;
      if (mountedWidgets === 0) selectionStore.clear();
    };
  }, []);
}

/**
 * Everything one widget shows, from the session, the four platform calls and the shared selection. Queries
 * run only when signed in, the branch list only for a project with branching enabled, and the API settings
 * for the chosen branch's own ref when branching is on.
 */
export function useApiSettings(api: PlatformApi, session: SessionState, variable: ApiVariable) {
  useClearSelectionOnUnmount();
  const signedIn = session.status === 'signed-in';
  const user = session.userId ?? '';
  const current = useSyncExternalStore(selectionStore.subscribe, selectionStore.get, () => NO_SELECTION);

  const organizations = useQuery({
    queryKey: [QUERY_ROOT, user, 'organizations'],
    queryFn: ({ signal }) => api.organizations(signal),
    enabled: signedIn,
  });
  const projects = useQuery({
    queryKey: [QUERY_ROOT, user, 'projects'],
    queryFn: ({ signal }) => api.projects(signal),
    enabled: signedIn,
  });

  const selector = selectorState(session.status, organizations, projects);
  const projectChoices = useMemo(
    () => projectOptions(organizations.data ?? [], projects.data ?? []),
    [organizations.data, projects.data],
  );
  // Read once per change of the current selection: what an earlier visit saved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read whenever the selection changes
  const saved = useMemo(() => selectionStore.saved(), [current]);
  const chosenProject =
    selector === 'logged-in-data' ? resolveProjectSelection(projectChoices, current, saved) : undefined;
  const project = projects.data?.find((candidate) => candidate.ref === chosenProject?.projectRef);

  const branching = signedIn && project?.is_branch_enabled === true;
  const branches = useQuery({
    queryKey: [QUERY_ROOT, user, 'branches', project?.ref],
    queryFn: ({ signal }) => api.branches(project?.ref, signal),
    enabled: branching,
  });
  const branch = branchState(project, branches);
  const branchChoices = useMemo(() => branchOptions(branches.data ?? []), [branches.data]);
  const chosenBranchId =
    branch === 'has-data' ? resolveBranchSelection(branches.data ?? [], current, saved) : undefined;

  const ref = apiRef(project, branching ? branches.data : undefined, chosenBranchId);
  const projectApi = useQuery({
    queryKey: [QUERY_ROOT, user, 'project-api', ref],
    queryFn: ({ signal }) => api.projectApi(ref, signal),
    enabled: signedIn && ref !== undefined,
  });
  const value = valueState(ref, projectApi);

  // Write what the rules chose (restored, defaulted) back, so every widget on the page and the next visit
  // agree with what is shown.
  const chosenOrganizationId = chosenProject?.organizationId;
  const chosenProjectRef = chosenProject?.projectRef;
  // Runs when the resolution changes, not on every change of the store: with the store as a dependency, two
  // widgets resolving a pending branch differently would write back in turn forever.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` is the selection this resolution read
  useEffect(() => {
    if (chosenOrganizationId === undefined || chosenProjectRef === undefined) return;
    selectionStore.writeBack(current, {
      organizationId: chosenOrganizationId,
      projectRef: chosenProjectRef,
      branchId: chosenBranchId,
    });
  }, [chosenOrganizationId, chosenProjectRef, chosenBranchId]);

  const selectProject = useCallback(
    (optionValue: string) =>
      selectionStore.set(chooseProject(projectChoices, selectionStore.get(), optionValue)),
    [projectChoices],
  );
  const selectBranch = useCallback(
    (optionValue: string) =>
      selectionStore.set(chooseBranch(branches.data ?? [], selectionStore.get(), optionValue)),
    [branches.data],
  );

  return {
    selector,
    branch,
    /** The project selector's options and choice, as the combobox takes them. */
    projectSelect: {
      options: projectChoices,
      value: projectChoices.find((option) => option.projectRef === chosenProject?.projectRef)?.value,
      onChange: selectProject,
      loading: selector === 'logged-in-pending',
    },
    branchSelect: {
      options: branchChoices,
      value: branchChoices.find((option) => option.branchId === chosenBranchId)?.value,
      onChange: selectBranch,
      loading: branch === 'pending',
    },
    value,
    /** The ref shown (a branch's own ref with branching on): the dashboard link points at it. */
    ref: ref ?? project?.ref,
    text: projectApi.data ? projectValue(variable, projectApi.data.autoApiService) : undefined,
  };
}

export type ApiSettingsView = ReturnType<typeof useApiSettings>;
