/**
 * The page's first API-settings widget that has an anchor, or null. Its "Log in" is the page's one prompt
 * (issue #26): the other widgets and the code-samples chooser link to it. Browser only.
 */
export function firstApiSettingsWidget(): Element | null {
  return document.querySelector('[data-slot="api-settings"][id]');
}
