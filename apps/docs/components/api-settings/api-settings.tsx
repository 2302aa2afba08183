import { ApiSettingsIsland } from '@/components/mdx/lazy-widgets';
import { NoScript, needsJavaScript } from '@/components/mdx/no-script';
import { LinkedSentence } from '@/components/project-session/linked-sentence';
import { MESSAGES, VARIABLE_NAMES, VARIABLE_TITLES } from '@/lib/api-settings/messages';
import type { ApiVariable } from '@/lib/api-settings/variables';
import { dashboardLinksFor } from '@/lib/dashboard-links';
import { siteConfig } from '@/site.config';
import type { HeadingLevel } from './api-settings-frame';
import { ApiSettingsPlaceholder } from './api-settings-placeholder';

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
        {needsJavaScript(MESSAGES.noScriptWidget(VARIABLE_NAMES[variable]))}{' '}
        <LinkedSentence
          sentence={MESSAGES.noScriptElsewhere}
          href={dashboardLinksFor(siteConfig.dashboardUrl).apiSettings()}
        />
      </NoScript>
      <ApiSettingsIsland
        // Holds the widget's place in the page's first paint, before React puts its HTML in place.
        standIn={
          <ApiSettingsPlaceholder
            variable={variable}
            headingLevel={headingLevel}
            dashboardUrl={siteConfig.dashboardUrl}
            failed={false}
          />
        }
        variable={variable}
        headingLevel={headingLevel}
        platformApiUrl={siteConfig.platformApiUrl}
        authUrl={siteConfig.authUrl}
        dashboardUrl={siteConfig.dashboardUrl}
      />
    </>
  );
}
