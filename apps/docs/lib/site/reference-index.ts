import type { MenuIconName } from '@/data/menu-icon-names';
import { cliReferenceDescription, cliReferenceTitle } from '@/lib/cli/reference-meta';
import { jsReferenceDescription, jsReferenceTitle } from '@/lib/js-reference/reference-meta';
import { source } from './source';

/** The /reference/ page: every reference of the site, one click from the header's "Reference". */
export const referenceIndexPath = '/reference/';
export const referenceIndexTitle = 'Reference';
export const referenceIndexDescription =
  'Every reference of these docs: the CLI, the JavaScript client library and the error codes of each service.';

export type ReferenceEntry = { title: string; description: string; href: string; icon: MenuIconName };

const ERRORS_PAGE = ['troubleshooting', 'errors'];

/** The references, each named and described as its own page is, so the two never disagree. */
export function referenceEntries(): ReferenceEntry[] {
  const errors = source.getPage(ERRORS_PAGE);
  if (!errors)
    throw new Error(`The reference index links /guides/${ERRORS_PAGE.join('/')}/, which has no page`);
  return [
    { title: cliReferenceTitle, description: cliReferenceDescription, href: '/reference/cli/', icon: 'cli' },
    {
      title: jsReferenceTitle,
      description: jsReferenceDescription,
      href: '/reference/javascript/',
      icon: 'rest-api',
    },
    {
      title: errors.data.title,
      description: errors.data.description ?? '',
      href: `/guides/${ERRORS_PAGE.join('/')}/`,
      icon: 'resources',
    },
  ];
}
