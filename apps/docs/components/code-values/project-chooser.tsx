'use client';

import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { LinkedSentence } from '@/components/project-session/linked-sentence';
import { selectionStore } from '@/components/project-session/shared-selection';
import { useProjectSession } from '@/components/project-session/use-project-session';
import {
  chooserOptions,
  decodeProjectChoice,
  encodeProjectChoice,
  mayWriteBack,
  modeOfOption,
  optionOfMode,
  type ProjectChoice,
  projectChoices,
  resolveProjectChoice,
} from '@/lib/code-values/chooser-options';
import { publishCodeValues } from '@/lib/code-values/current-values';
import { fillCodeValues } from '@/lib/code-values/fill-code-values';
import { CHOOSER_MESSAGES } from '@/lib/code-values/messages';
import {
  type CodeValues,
  type CodeValuesMode,
  projectCodeValues,
  valuesSourceLabel,
} from '@/lib/code-values/values';
import { dashboardLinksFor } from '@/lib/dashboard-links';
import type { PlatformApi } from '@/lib/project-session/platform-api';
import { SELECTION_STORAGE_KEY, type Selection } from '@/lib/project-session/selection-store';
import type { Branch } from '@/lib/project-session/types';
import { ChooserControls } from './chooser-controls';

export type ProjectChooserProps = {
  mode: CodeValuesMode;
  choose: (mode: CodeValuesMode) => void;
  authUrl: string;
  platformApiUrl: string;
  dashboardUrl: string;
  /** What to show when the stored session turns out to be over. */
  signedOut: ReactNode;
};

type Listing = { status: 'loading' } | { status: 'error' } | { status: 'ready'; choices: ProjectChoice[] };
type Filled = { ref: string; values?: CodeValues };

const NO_SELECTION: Selection = {};

/** Organizations, projects and, for each project with branching on, its branches: the chooser's options. */
async function listChoices(api: PlatformApi, signal: AbortSignal): Promise<ProjectChoice[]> {
  const [organizations, projects] = await Promise.all([api.organizations(signal), api.projects(signal)]);
  const branching = projects.filter((project) => project.is_branch_enabled);
  const lists = await Promise.all(branching.map((project) => api.branches(project.ref, signal)));
  const branchesByRef = new Map<string, Branch[]>(
    branching.map((project, index) => [project.ref, lists[index] ?? []]),
  );
  return projectChoices(organizations, projects, branchesByRef);
}

/**
 * The chooser for a reader with a session: their projects and branches (the selection the API-settings
 * widgets share, on the page and saved for the next visit), Local development and Placeholders. A project's
 * values are fetched with the session and put into the page's marked code; a failure keeps the placeholders
 * and says why in the words the API-settings widget uses.
 */
export function ProjectChooser({
  mode,
  choose,
  authUrl,
  platformApiUrl,
  dashboardUrl,
  signedOut,
}: ProjectChooserProps) {
  const { session, api } = useProjectSession(authUrl, platformApiUrl);
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  const [filled, setFilled] = useState<Filled>();
  const current = useSyncExternalStore(selectionStore.subscribe, selectionStore.get, () => NO_SELECTION);
  const [savedVersion, setSavedVersion] = useState(0);

  // A new user (another account signed in elsewhere) lists again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the user id is the reason to list again
  useEffect(() => {
    if (session.status !== 'signed-in') return;
    const controller = new AbortController();
    setListing({ status: 'loading' });
    listChoices(api, controller.signal).then(
      (choices) => setListing({ status: 'ready', choices }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          console.error(error);
          setListing({ status: 'error' });
        }
      },
    );
    return () => controller.abort();
  }, [api, session.status, session.userId]);

  // Another tab chose another project or branch: take its saved selection.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SELECTION_STORAGE_KEY && event.key !== null) return;
      setSavedVersion((version) => version + 1);
      selectionStore.set(selectionStore.saved());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read what is saved when the selection changes
  const saved = useMemo(() => selectionStore.saved(), [current, savedVersion]);
  // Only while signed in: after a sign-out the widget forgets the selection, and nothing here may write it back.
  const chosen =
    session.status === 'signed-in' && listing.status === 'ready'
      ? resolveProjectChoice(listing.choices, current, saved)
      : undefined;

  // Write the shown choice back, so the API-settings widgets on the page and the next visit agree with it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` is the selection `chosen` was resolved from
  useEffect(() => {
    if (mode !== 'project' || !chosen || listing.status !== 'ready') return;
    if (!mayWriteBack(listing.choices, current)) return;
    selectionStore.writeBack(current, {
      organizationId: chosen.organizationId,
      projectRef: chosen.projectRef,
      branchId: chosen.branchId,
    });
  }, [mode, chosen, listing]);

  // The chosen ref's API settings: fetched with the session, never stored.
  const ref = mode === 'project' && session.status === 'signed-in' ? chosen?.apiRef : undefined;
  useEffect(() => {
    if (!ref) return;
    const controller = new AbortController();
    api.projectApi(ref, controller.signal).then(
      ({ autoApiService }) => setFilled({ ref, values: projectCodeValues(autoApiService, ref) }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setFilled({ ref });
      },
    );
    return () => controller.abort();
  }, [api, ref]);

  const values = filled && filled.ref === ref ? filled.values : undefined;
  const source = chosen ? valuesSourceLabel({ project: chosen.project, branch: chosen.branch }) : undefined;
  useEffect(() => {
    if (mode !== 'project') return;
    fillCodeValues(document, values ?? {}, source);
    publishCodeValues(values ?? {});
  }, [mode, values, source]);

  if (session.status === 'signed-out') return signedOut;

  const options = chooserOptions(listing.status === 'ready' ? listing.choices : [], true);
  const failed = listing.status === 'error' || (filled?.ref === ref && ref !== undefined && !filled?.values);
  const links = dashboardLinksFor(dashboardUrl);
  return (
    <ChooserControls
      state={failed ? 'error' : mode === 'project' ? (values ? 'project' : 'loading') : mode}
      options={options}
      value={mode === 'project' ? (chosen ? encodeProjectChoice(chosen) : undefined) : optionOfMode(mode)}
      loading={session.status === 'loading' || listing.status === 'loading'}
      onChange={(value) => {
        const other = modeOfOption(value);
        if (other) return choose(other);
        const picked = decodeProjectChoice(value);
        if (!picked) return;
        selectionStore.set({ ...picked });
        choose('project');
      }}
      aside={
        failed && mode === 'project' ? (
          <span role="alert" className="line-clamp-2">
            <LinkedSentence
              sentence={
                listing.status === 'error' ? CHOOSER_MESSAGES.listFailed : CHOOSER_MESSAGES.valuesFailed
              }
              href={links.apiSettings(ref)}
            />
          </span>
        ) : mode === 'project' && source && values ? (
          <span className="line-clamp-2">{CHOOSER_MESSAGES.filledFrom(source)}</span>
        ) : null
      }
    />
  );
}
