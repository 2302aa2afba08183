'use client';

import { type ComponentProps, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { ReplayEarlyInput } from '@/components/loading/replay-early-input';
import { pageLoaded } from '@/lib/loading/page-loaded';

/*
 * Guide pages share one route, and Next.js ships the client code of every component that route can render
 * to every guide page. Widgets that only a few pages use are therefore loaded on demand: a page that renders
 * one fetches its code once the page has loaded (its HTML still comes from the build, kept in place by the
 * Suspense boundary until the code arrives); the other pages pay for a small import stub instead of the widget.
 * A click on one of its controls in that moment is recorded and played again once it has hydrated
 * (lib/loading/pending-clicks.ts), and text typed into its form is handed to it (lib/loading/early-form-input.ts).
 */
function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  // Exported as a plain function component: the RSC client wraps module exports in a lazy of its own, and
  // React cannot render a lazy that resolves to another lazy.
  const Widget = lazy(() =>
    pageLoaded()
      .then(load)
      .then((component) => ({ default: component })),
  );
  // `standIn`, rendered by a server component, takes the widget's place in the page's first paint, before React
  // puts the widget's own HTML in place, so nothing below it moves; it costs the page no script.
  return function OnDemand({ standIn = null, ...props }: P & { standIn?: ReactNode }) {
    return (
      <Suspense fallback={standIn}>
        <Widget {...(props as P)} />
        <ReplayEarlyInput />
      </Suspense>
    );
  };
}

export const CopyField = onDemand<ComponentProps<typeof import('@/components/fields/copy-field').CopyField>>(
  () => import('@/components/fields/copy-field').then((module) => module.CopyField),
);

export const HiddenField = onDemand<
  ComponentProps<typeof import('@/components/fields/hidden-field').HiddenField>
>(() => import('@/components/fields/hidden-field').then((module) => module.HiddenField));

export const DocsDialog = onDemand<ComponentProps<typeof import('./docs-dialog').DocsDialog>>(() =>
  import('./docs-dialog').then((module) => module.DocsDialog),
);

export const SqlToRestIsland = onDemand<
  ComponentProps<typeof import('@/components/sql-to-rest/sql-to-rest-island').SqlToRestIsland>
>(() => import('@/components/sql-to-rest/sql-to-rest-island').then((module) => module.SqlToRestIsland));

// Both widgets take no props.
export const RealtimeLimitsEstimator = onDemand<Record<never, never>>(() =>
  import('@/components/realtime/realtime-limits-estimator').then((module) => module.RealtimeLimitsEstimator),
);

export const ExtensionsList = onDemand<Record<never, never>>(() =>
  import('@/components/database/extensions-list').then((module) => module.ExtensionsList),
);

// Loads only on the Errors reference, the one page that renders it.
export const PasteError = onDemand<Record<never, never>>(() =>
  import('@/components/errors/paste-error').then((module) => module.PasteError),
);

export const ApiSettingsIsland = onDemand<
  ComponentProps<typeof import('@/components/api-settings/api-settings-island').ApiSettingsIsland>
>(() => import('@/components/api-settings/api-settings-island').then((module) => module.ApiSettingsIsland));

// The auth generators take no props; their signing code loads only on the pages that show them.
export const AppleSecretGenerator = onDemand<Record<never, never>>(() =>
  import('@/components/auth-generators/apple-secret-generator').then((module) => module.AppleSecretGenerator),
);

export const JwtGenerator = onDemand<Record<never, never>>(() =>
  import('@/components/auth-generators/jwt-generator').then((module) => module.JwtGenerator),
);

// The code-samples chooser: placeholders in the page, its code (and the fill) after `load`.
export const CodeValuesIsland = onDemand<
  ComponentProps<typeof import('@/components/code-values/code-values-island').CodeValuesIsland>
>(() => import('@/components/code-values/code-values-island').then((module) => module.CodeValuesIsland));

// The Run buttons of SQL blocks: a page with one installs their listener after `load`; the runner loads on a click.
export const RunSqlHost = onDemand<
  ComponentProps<typeof import('@/components/run-sql/run-sql-host').RunSqlHost>
>(() => import('@/components/run-sql/run-sql-host').then((module) => module.RunSqlHost));
