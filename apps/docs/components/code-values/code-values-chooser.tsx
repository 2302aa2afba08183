import { CodeValuesIsland } from '@/components/mdx/lazy-widgets';
import { sharedDataText } from '@/lib/shared-data';
import { siteConfig } from '@/site.config';

/**
 * "Code samples use: [ … ▾]": the build puts it above a page's first fillable code sample
 * (lib/code-values/rehype-chooser.ts). This server part passes the local stack's values from shared data and
 * the service addresses; the chooser's code loads after `load`.
 */
export function CodeValuesChooser() {
  return (
    <CodeValuesIsland
      local={{
        apiUrl: sharedDataText('local.apiUrl'),
        restUrl: sharedDataText('local.restUrl'),
        dbUrl: sharedDataText('local.dbUrl'),
        anonKey: sharedDataText('local.anonKey'),
      }}
      authUrl={siteConfig.authUrl}
      platformApiUrl={siteConfig.platformApiUrl}
      dashboardUrl={siteConfig.dashboardUrl}
    />
  );
}
