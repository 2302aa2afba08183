import type { ApiVariable } from '@/lib/api-settings/variables';
import { ApiSettingsFallback } from './api-settings-fallback';
import { ApiSettingsFrame, type HeadingLevel } from './api-settings-frame';
import { LoadingBody } from './loading-body';

export type ApiSettingsPlaceholderProps = {
  variable: ApiVariable;
  headingLevel: HeadingLevel;
  dashboardUrl: string;
  /** The widget's code could not load, or it crashed: the fallback message instead of "Loading...". */
  failed: boolean;
};

/** The widget's box without its code: static markup, the size of the loaded widget. */
export function ApiSettingsPlaceholder({
  variable,
  headingLevel,
  dashboardUrl,
  failed,
}: ApiSettingsPlaceholderProps) {
  return (
    <ApiSettingsFrame variable={variable} headingLevel={headingLevel} state={failed ? 'failed' : 'loading'}>
      {(headingId) =>
        failed ? <ApiSettingsFallback dashboardUrl={dashboardUrl} /> : <LoadingBody headingId={headingId} />
      }
    </ApiSettingsFrame>
  );
}
