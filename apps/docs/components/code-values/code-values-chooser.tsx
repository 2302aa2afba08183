import { CodeValuesIsland } from '@/components/mdx/lazy-widgets';
import { sharedDataText } from '@/lib/shared-data';
import { siteConfig } from '@/site.config';
import { CHOOSER_ANCHOR } from './chooser-frame';

/**
 * "Code samples use: [ … ▾]": the build puts it above a page's first fillable code sample
 * (lib/code-values/rehype-chooser.ts). This server part reserves the chooser's box in the page's own HTML (its
 * final size, and the anchor "Log in" returns to, both there before React reveals the streamed chooser, which
 * may be after `load`), and passes the local stack's values from shared data and the service addresses; the
 * chooser's code loads after `load`. Without scripts there is no chooser, and no empty box.
 */
export function CodeValuesChooser() {
  return (
    <div
      id={CHOOSER_ANCHOR}
      data-slot="code-values-chooser"
      data-pagefind-ignore
      className="not-prose my-4 h-[98px] sm:h-[62px] scroll-mt-[calc(var(--header-height)+1rem)] [@media(scripting:none)]:hidden"
    >
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
    </div>
  );
}
