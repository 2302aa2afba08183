'use client';

import { type ComponentProps, type ComponentType, useEffect, useRef } from 'react';
import { enableStaticWidgets } from '@/lib/reference/static-widgets';
import { ServerHtml } from './server-html';

/**
 * A reference's sections as static HTML. Server components would reach the browser twice, as HTML and again
 * as the React Server Components payload that hydration reads (about 1 MB for the CLI's 124 sections). As a
 * client component that renders them only on the server (<ServerHtml>), they arrive once, as HTML. `server`
 * is the sections' component, defined by the caller for the build's render only and null in the browser.
 * Their copy buttons work through lib/reference/static-widgets and their example tabs through the head's tab
 * script (lib/tabs/tab-list-script.ts); the scroll-spy and the "On this page" column find sections by id in
 * the DOM.
 */
export function ReferenceStaticSections({
  server,
  ...props
}: { server: ComponentType | null } & ComponentProps<'div'>) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    // Rendered in the browser without server HTML (no such navigation exists today): load the page in full.
    if (root.childElementCount === 0) {
      window.location.reload();
      return;
    }
    return enableStaticWidgets(root);
  }, []);

  return <ServerHtml ref={ref} server={server} {...props} />;
}
