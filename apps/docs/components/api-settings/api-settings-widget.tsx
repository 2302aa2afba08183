'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useId } from 'react';
import { VARIABLE_TITLES } from '@/lib/api-settings/types';
import { ApiSettingsFallback } from './api-settings-fallback';
import { ApiSettingsFrame } from './api-settings-frame';
import { ApiSettingsPanel, type ApiSettingsPanelProps } from './api-settings-panel';
import { ErrorBoundary } from './error-boundary';
import { sharedQueryClient } from './shared-state';

export type ApiSettingsWidgetProps = ApiSettingsPanelProps;

/**
 * The whole widget (session, platform queries, selectors), loaded by the island after the page's `load`
 * event. Anything that throws while rendering shows the spec's fallback message in the same box.
 */
export function ApiSettingsWidget(props: ApiSettingsWidgetProps) {
  const headingId = useId();
  const fallback = (
    <ApiSettingsFrame
      title={VARIABLE_TITLES[props.variable]}
      headingId={headingId}
      headingLevel={props.headingLevel}
      state="failed"
    >
      <ApiSettingsFallback dashboardUrl={props.dashboardUrl} />
    </ApiSettingsFrame>
  );
  return (
    <ErrorBoundary fallback={fallback}>
      <QueryClientProvider client={sharedQueryClient()}>
        <ApiSettingsPanel {...props} />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
