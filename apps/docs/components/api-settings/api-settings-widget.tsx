'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { ApiSettingsPanel, type ApiSettingsPanelProps } from './api-settings-panel';
import { ApiSettingsPlaceholder } from './api-settings-placeholder';
import { ErrorBoundary } from './error-boundary';
import { sharedQueryClient } from './shared-state';

export type ApiSettingsWidgetProps = ApiSettingsPanelProps;

/**
 * The whole widget (session, platform queries, selectors), loaded by the island after the page's `load`
 * event. Anything that throws while rendering shows the fallback message in the same box.
 */
export function ApiSettingsWidget(props: ApiSettingsWidgetProps) {
  return (
    <ErrorBoundary fallback={<ApiSettingsPlaceholder {...props} failed />}>
      <QueryClientProvider client={sharedQueryClient()}>
        <ApiSettingsPanel {...props} />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
