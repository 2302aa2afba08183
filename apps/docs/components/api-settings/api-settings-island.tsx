'use client';

import { useId } from 'react';
import { VARIABLE_TITLES } from '@/lib/api-settings/types';
import { useImportAfterLoad } from '@/lib/use-import-after-load';
import { ApiSettingsFallback } from './api-settings-fallback';
import { ApiSettingsFrame } from './api-settings-frame';
import type { ApiSettingsWidgetProps } from './api-settings-widget';
import { LoadingBody } from './loading-body';

/**
 * The part of the API-settings widget that is in the page: the widget's box saying "Loading...". The session
 * library, the query cache and the combobox are fetched only after the page's `load` event, so they never
 * delay the first paint or count against the page's JavaScript budget.
 */
export function ApiSettingsIsland(props: ApiSettingsWidgetProps) {
  const loaded = useImportAfterLoad(() =>
    import('./api-settings-widget').then((module) => module.ApiSettingsWidget),
  );
  const headingId = useId();

  if (loaded.status === 'ready') return <loaded.value {...props} />;
  return (
    <ApiSettingsFrame
      title={VARIABLE_TITLES[props.variable]}
      headingId={headingId}
      headingLevel={props.headingLevel}
      state={loaded.status === 'failed' ? 'failed' : 'loading'}
    >
      {loaded.status === 'failed' ? (
        <ApiSettingsFallback dashboardUrl={props.dashboardUrl} />
      ) : (
        <LoadingBody headingId={headingId} />
      )}
    </ApiSettingsFrame>
  );
}
