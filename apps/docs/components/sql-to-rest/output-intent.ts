import type { Language } from '@/lib/sql-to-rest/widget-state';

/**
 * Clicks on the outputs as the page was built, before the widget's code ran: the tab to show and whether the
 * base-URL dialog should open. The static tabs carry `data-output-tab` (their language) and the hosts
 * `data-output-host` (static-outputs.tsx), both with `data-replay-click`, so a click even before the island
 * hydrated is played on them again once it has, and the island's click handler keeps it.
 */
export type OutputIntent = { language?: Language; openBaseUrl?: boolean };

// Not LANGUAGES from widget-state: the island would load the output formatters with it.
const LANGUAGE_IDS: readonly Language[] = ['curl', 'http', 'js'];

/** What a click on `target` asks of the widget, or undefined when it is not on a static tab or host. */
export function outputIntentOf(target: Element): OutputIntent | undefined {
  const tab = target.closest('[data-output-tab]')?.getAttribute('data-output-tab');
  const language = LANGUAGE_IDS.find((id) => id === tab);
  if (language) return { language };
  return target.closest('[data-output-host]') ? { openBaseUrl: true } : undefined;
}
