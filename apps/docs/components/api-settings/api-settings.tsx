import { ApiSettingsIsland } from '@/components/mdx/lazy-widgets';
import { NoScript, needsJavaScript } from '@/components/mdx/no-script';
import { type ApiVariable, VARIABLE_NAMES, VARIABLE_TITLES } from '@/lib/api-settings/variables';
import { dashboardLinksFor } from '@/lib/dashboard-links';
import { siteConfig } from '@/site.config';
import type { HeadingLevel } from './api-settings-frame';

export type ApiSettingsProps = {
  /** Which value to show: the project URL, the anon key or the auth callback URL. */
  variable: ApiVariable;
  /** The level of the widget's heading, to fit the page's outline (default 3, under an h2 section). */
  headingLevel?: HeadingLevel;
};

/**
 * `<ApiSettings variable="url" />` in MDX: a signed-in reader's own project URL or anon key, picked from their
 * organizations, projects and branches. This server part passes the configured service addresses.
 */
export function ApiSettings({ variable, headingLevel = 3 }: ApiSettingsProps) {
  // MDX is not type-checked: a wrong value fails the build with a message that says what is accepted.
  if (!Object.hasOwn(VARIABLE_TITLES, variable)) {
    throw new Error(
      `<ApiSettings variable="${variable}"> is not supported: use "url", "anonKey" or "callbackUrl".`,
    );
  }
  return (
    <>
      <NoScript>
        {needsJavaScript(`Showing your own ${VARIABLE_NAMES[variable]} here`)} It is also in your project's{' '}
        <a
          href={dashboardLinksFor(siteConfig.dashboardUrl).apiSettings()}
          className="font-medium text-primary underline underline-offset-2"
        >
          API settings
        </a>{' '}
        in the dashboard.
      </NoScript>
      <ApiSettingsIsland
        variable={variable}
        headingLevel={headingLevel}
        platformApiUrl={siteConfig.platformApiUrl}
        authUrl={siteConfig.authUrl}
        dashboardUrl={siteConfig.dashboardUrl}
      />
    </>
  );
}
