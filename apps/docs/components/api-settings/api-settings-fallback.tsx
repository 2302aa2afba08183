import { dashboardLinksFor } from '@/lib/dashboard-links';

/** Spec §8: the message for any failure other than the project API call. */
export const FALLBACK_MESSAGE = "Couldn't display your API settings. You can get them from the dashboard.";

/** The fallback message, its last word linking to the dashboard's API settings (of the project, when known). */
export function ApiSettingsFallback({
  dashboardUrl,
  projectRef,
}: {
  dashboardUrl: string;
  projectRef?: string;
}) {
  const [before, last] = splitLastWord(FALLBACK_MESSAGE);
  return (
    <p role="alert" data-slot="api-settings-fallback" className="text-sm">
      {before}
      <a
        href={dashboardLinksFor(dashboardUrl).apiSettings(projectRef)}
        className="font-medium text-primary underline underline-offset-2"
      >
        {last}
      </a>
      .
    </p>
  );
}

/** "… from the dashboard." → ["… from the ", "dashboard"]: the text stays exactly the spec's. */
function splitLastWord(sentence: string): [string, string] {
  const body = sentence.replace(/\.$/, '');
  const at = body.lastIndexOf(' ') + 1;
  return [body.slice(0, at), body.slice(at)];
}
