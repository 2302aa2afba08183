import { LinkedSentence } from '@/components/project-session/linked-sentence';
import { MESSAGES } from '@/lib/api-settings/messages';
import { dashboardLinksFor } from '@/lib/dashboard-links';

/** The widget's fallback message, its last word linking to the dashboard's API settings (of the project, when known). */
export function ApiSettingsFallback({
  dashboardUrl,
  projectRef,
}: {
  dashboardUrl: string;
  projectRef?: string;
}) {
  return (
    <p role="alert" data-slot="api-settings-fallback" className="text-sm">
      <LinkedSentence
        sentence={MESSAGES.fallback}
        href={dashboardLinksFor(dashboardUrl).apiSettings(projectRef)}
      />
    </p>
  );
}
