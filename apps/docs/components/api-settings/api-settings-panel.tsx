'use client';

import { type ReactNode, useId, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { createPlatformApi } from '@/lib/api-settings/platform-api';
import { type ApiVariable, VARIABLE_NAMES, VARIABLE_TITLES } from '@/lib/api-settings/types';
import { cn } from '@/lib/cn';
import { dashboardLinksFor } from '@/lib/dashboard-links';
import { ApiSettingsFallback } from './api-settings-fallback';
import { ApiSettingsFrame, type HeadingLevel } from './api-settings-frame';
import { accessToken, signIn, useSession } from './auth-session';
import { LoadingBody } from './loading-body';
import { sharedAuthClient } from './shared-state';
import { SignInPrompt } from './sign-in-prompt';
import { type ApiSettingsView, useApiSettings } from './use-api-settings';
import { ValueField } from './value-field';

export type ApiSettingsPanelProps = {
  variable: ApiVariable;
  headingLevel: HeadingLevel;
  platformApiUrl: string;
  authUrl: string;
  dashboardUrl: string;
};

export function ApiSettingsPanel({
  variable,
  headingLevel,
  platformApiUrl,
  authUrl,
  dashboardUrl,
}: ApiSettingsPanelProps) {
  const headingId = useId();
  const auth = sharedAuthClient(authUrl);
  const session = useSession(auth);
  const api = useMemo(
    () => createPlatformApi({ baseUrl: platformApiUrl, getAccessToken: () => accessToken(auth) }),
    [platformApiUrl, auth],
  );
  const view = useApiSettings(api, session, variable);
  const title = VARIABLE_TITLES[variable];

  const signOut =
    session.status === 'signed-in' ? (
      <Button variant="ghost" size="sm" onClick={() => auth.signOut()}>
        Sign out
      </Button>
    ) : undefined;

  let body: ReactNode;
  switch (view.selector) {
    case 'user-loading':
      body = <LoadingBody headingId={headingId} />;
      break;
    case 'logged-out':
      body = (
        <SignInPrompt
          what={VARIABLE_NAMES[variable]}
          onSignIn={() => signIn(auth)}
          error={session.signInError}
        />
      );
      break;
    case 'logged-in-error':
      body = <ApiSettingsFallback dashboardUrl={dashboardUrl} />;
      break;
    default:
      body = (
        <>
          <Selectors view={view} />
          <ValueRow view={view} variable={variable} headingId={headingId} dashboardUrl={dashboardUrl} />
        </>
      );
  }

  return (
    <ApiSettingsFrame
      title={title}
      headingId={headingId}
      headingLevel={headingLevel}
      state={view.selector}
      action={signOut}
    >
      {body}
    </ApiSettingsFrame>
  );
}

function Selectors({ view }: { view: ApiSettingsView }) {
  const withBranches = view.branch !== 'no-branches';
  return (
    // Project and branch share one row at every width, so showing the branch selector moves nothing.
    <div
      data-branch-state={view.branch}
      className={cn('grid gap-3', withBranches ? 'grid-cols-[minmax(0,2fr)_minmax(0,1fr)]' : 'grid-cols-1')}
    >
      <Combobox
        label="Project"
        name="project"
        options={view.projectOptions}
        value={view.selectedProjectValue}
        onChange={view.selectProject}
        loading={view.selector === 'logged-in-pending'}
      />
      {withBranches && (
        <Combobox
          label="Branch"
          name="branch"
          options={view.branchOptions}
          value={view.selectedBranchValue}
          onChange={view.selectBranch}
          loading={view.branch === 'pending'}
          error={view.branch === 'error' ? "Couldn't load branches" : undefined}
        />
      )}
    </div>
  );
}

function ValueRow({
  view,
  variable,
  headingId,
  dashboardUrl,
}: {
  view: ApiSettingsView;
  variable: ApiVariable;
  headingId: string;
  dashboardUrl: string;
}) {
  const link = 'font-medium text-primary underline underline-offset-2';
  if (view.selector === 'logged-in-no-data') {
    return (
      <p className="text-sm text-muted-foreground">
        You have no projects yet.{' '}
        <a href={dashboardLinksFor(dashboardUrl).projects()} className={link}>
          Create one in the dashboard
        </a>{' '}
        to get its {VARIABLE_NAMES[variable]}.
      </p>
    );
  }
  if (view.branch === 'error')
    return <ApiSettingsFallback dashboardUrl={dashboardUrl} projectRef={view.ref} />;
  if (view.branch === 'empty') {
    return <p className="text-sm text-muted-foreground">This project has no branches to show yet.</p>;
  }
  if (view.value === 'error') {
    return (
      <p role="alert" data-slot="api-settings-value" data-state="error" className="text-sm">
        Couldn't load the {VARIABLE_NAMES[variable]}. It can also be copied from the dashboard:{' '}
        <a href={dashboardLinksFor(dashboardUrl).apiSettings(view.ref)} className={link}>
          API settings
        </a>
        .
      </p>
    );
  }
  return <ValueField value={view.value === 'ready' ? view.text : undefined} labelledBy={headingId} />;
}
