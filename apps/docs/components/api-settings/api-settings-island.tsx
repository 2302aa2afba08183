'use client';

import { type ComponentType, useEffect, useId, useState } from 'react';
import { VARIABLE_TITLES } from '@/lib/api-settings/types';
import { ApiSettingsFallback } from './api-settings-fallback';
import { ApiSettingsFrame } from './api-settings-frame';
import type { ApiSettingsWidgetProps } from './api-settings-widget';
import { LoadingBody } from './loading-body';

type Loaded =
  | { status: 'waiting' }
  | { status: 'ready'; Widget: ComponentType<ApiSettingsWidgetProps> }
  | { status: 'failed' };

/**
 * The part of the API-settings widget that is in the page: the widget's box saying "Loading...". The session
 * library, the query cache and the combobox are fetched only after the page's `load` event, so they never
 * delay the first paint or count against the page's JavaScript budget.
 */
export function ApiSettingsIsland(props: ApiSettingsWidgetProps) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'waiting' });
  const headingId = useId();

  useEffect(() => {
    let cancelled = false;
    const start = () => {
      import('./api-settings-widget').then(
        (module) => {
          if (!cancelled) setLoaded({ status: 'ready', Widget: module.ApiSettingsWidget });
        },
        (error: unknown) => {
          console.error(error);
          if (!cancelled) setLoaded({ status: 'failed' });
        },
      );
    };
    // A timer after `load` makes sure the requests start once the load event has finished.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterLoad = () => {
      timer = setTimeout(start, 0);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      window.removeEventListener('load', afterLoad);
    };
  }, []);

  if (loaded.status === 'ready') return <loaded.Widget {...props} />;
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
