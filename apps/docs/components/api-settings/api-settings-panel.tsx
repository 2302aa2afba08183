'use client';

import type { ReactNode } from 'react';
import { signIn } from '@/components/project-session/auth-session';
import { LinkedSentence } from '@/components/project-session/linked-sentence';
import { useProjectSession } from '@/components/project-session/use-project-session';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { MESSAGES, VARIABLE_NAMES } from '@/lib/api-settings/messages';
import type { ApiVariable } from '@/lib/api-settings/variables';
import { cn } from '@/lib/cn';
import { dashboardLinksFor } from '@/lib/dashboard-links';
import { ApiSettingsFallback } from './api-settings-fallback';
import { ApiSettingsFrame, type HeadingLevel, widgetAnchor } from './api-settings-frame';
import { LoadingBody } from './loading-body';
import { forgetOnSignOut } from './shared-state';
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
  const { client: auth, session, api } = useProjectSession(authUrl, platformApiUrl);
  forgetOnSignOut(auth);
  const view = useApiSettings(api, session, variable);
  const name = VARIABLE_NAMES[variable];

  const body = (headingId: string): ReactNode => {
    switch (view.selector) {
      case 'user-loading':
        return <LoadingBody headingId={headingId} />;
      case 'logged-out':
        return (
          <SignInPrompt
            name={name}
            anchor={widgetAnchor(variable)}
            onSignIn={() => signIn(auth, widgetAnchor(variable))}
            error={session.signInError}
          />
        );
      case 'logged-in-error':
        return <ApiSettingsFallback dashboardUrl={dashboardUrl} />;
      default:
        return (
          <>
            <Selectors view={view} />
            <ValueRow view={view} name={name} headingId={headingId} dashboardUrl={dashboardUrl} />
          </>
        );
    }
  };

  return (
    <ApiSettingsFrame
      variable={variable}
      headingLevel={headingLevel}
      state={view.selector}
      action={
        session.status === 'signed-in' ? (
          <Button variant="ghost" size="sm" onClick={() => auth.signOut()}>
            {MESSAGES.signOut}
          </Button>
        ) : undefined
      }
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
      <Combobox label={MESSAGES.projectLabel} texts={MESSAGES.projectSelect} {...view.projectSelect} />
      {withBranches && (
        <Combobox
          label={MESSAGES.branchLabel}
          texts={MESSAGES.branchSelect}
          {...view.branchSelect}
          error={view.branch === 'error' ? MESSAGES.branchesFailed : undefined}
        />
      )}
    </div>
  );
}

function ValueRow({
  view,
  name,
  headingId,
  dashboardUrl,
}: {
  view: ApiSettingsView;
  name: string;
  headingId: string;
  dashboardUrl: string;
}) {
  const links = dashboardLinksFor(dashboardUrl);
  if (view.selector === 'logged-in-no-data') {
    return (
      <p className="text-sm text-muted-foreground">
        <LinkedSentence sentence={MESSAGES.noProjects(name)} href={links.projects()} />
      </p>
    );
  }
  if (view.branch === 'error')
    return <ApiSettingsFallback dashboardUrl={dashboardUrl} projectRef={view.ref} />;
  if (view.branch === 'empty') return <p className="text-sm text-muted-foreground">{MESSAGES.noBranches}</p>;
  if (view.value === 'error') {
    return (
      <p role="alert" data-slot="api-settings-value" data-state="error" className="text-sm">
        <LinkedSentence sentence={MESSAGES.valueFailed(name)} href={links.apiSettings(view.ref)} />
      </p>
    );
  }
  return <ValueField value={view.value === 'ready' ? view.text : undefined} labelledBy={headingId} />;
}
