import { CLI_REFERENCE_PATH } from '@/data/cli/cli-schema';

/**
 * Where a link from the data points when rendered. Data links to commands look like `/reference/cli#id`; on
 * the reference page itself they become `#id` (no reload), elsewhere they get the export's trailing slash.
 */
export function resolveCliHref(link: string, onReferencePage: boolean): string {
  const prefix = `${CLI_REFERENCE_PATH}#`;
  if (!link.startsWith(prefix)) return link;
  const anchor = link.slice(prefix.length);
  return onReferencePage ? `#${anchor}` : `${CLI_REFERENCE_PATH}/#${anchor}`;
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//.test(href);
}
