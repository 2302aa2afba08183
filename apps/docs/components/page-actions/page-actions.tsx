'use client';

import { lazy, Suspense, useState } from 'react';
import { ChevronDownIcon } from '@/components/icons';
import { PAGE_ACTIONS_LABEL } from '@/lib/page-actions/trigger-label';
import { CopyMarkdownButton } from './copy-markdown-button';

// The menu (Radix) and the connect dialog are fetched on first open only, like the search dialog: a page pays
// for this trigger alone before `load`.
const PageActionsMenu = lazy(() => import('./page-actions-menu'));

export interface PageActionsProps {
  /** The twin's site path, e.g. `/guides/auth.md` (fetched and linked on this origin). */
  markdownPath: string;
  /** The twin's address at the configured site URL, for the chat prompts. */
  markdownUrl: string;
  title: string;
}

// The buttons' shared look is the `page-action` class (app/components.css): in CSS, not repeated in the JS that
// every guide loads before `load`.
export const pageActionsTriggerClass = 'page-action gap-1 px-2';

/** "Copy page as Markdown" and, beside it, the menu of everything else one can do with the page. */
export function PageActions(props: PageActionsProps) {
  const [requested, setRequested] = useState(false);
  const trigger = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={pageActionsTriggerClass}
      // Pressed before the page's code has run, it opens the menu once it has (lib/loading/pending-clicks.ts).
      data-replay-click
      onClick={() => setRequested(true)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          setRequested(true);
        }
      }}
    >
      <ChevronDownIcon aria-hidden className="size-4" />
      <span className="sr-only">{PAGE_ACTIONS_LABEL}</span>
    </button>
  );
  return (
    <div className="flex items-center gap-1">
      <CopyMarkdownButton href={props.markdownPath} />
      {requested ? (
        <Suspense fallback={trigger}>
          <PageActionsMenu {...props} />
        </Suspense>
      ) : (
        trigger
      )}
    </div>
  );
}
