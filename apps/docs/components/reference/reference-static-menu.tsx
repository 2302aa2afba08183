'use client';

import { type ComponentType, useEffect, useRef } from 'react';
import { markActiveMenuEntry, revealInMenu } from '@/lib/reference/menu-marker';
import { useActiveEntry } from './reference-scroll-spy';
import { ServerHtml } from './server-html';

/**
 * A reference's menu as static HTML, the way <ReferenceStaticSections> keeps the sections: a link per entry
 * that would otherwise each be a hydrated client component and a second copy in the React Server Components
 * payload. `server` is the menu (a <ReferenceMenu>), defined by the caller for the build's render only and
 * null in the browser. The one thing the menu does in the browser, marking the entry of the section in view
 * and keeping it visible in the scrolling column, is done here on the DOM.
 */
export function ReferenceStaticMenu({ server }: { server: ComponentType | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const active = useActiveEntry();

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const link = markActiveMenuEntry(root, active);
    if (link) revealInMenu(link);
  }, [active]);

  return <ServerHtml ref={ref} server={server} />;
}
