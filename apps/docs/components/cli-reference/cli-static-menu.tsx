'use client';

import { lazy, useEffect, useRef } from 'react';
import { markActiveMenuEntry, revealInMenu } from '@/lib/cli/menu-marker';
import { useActiveCliCommand } from './cli-scroll-spy';
import { ServerHtml } from './server-html';

// Defined only for the server render (at build); the browser bundle leaves the menu's code and data out.
const ServerMenu =
  typeof window === 'undefined'
    ? lazy(() => import('./cli-menu').then((module) => ({ default: module.CliMenu })))
    : null;

/**
 * The CLI menu as static HTML, the way <CliStaticSections> keeps the command sections: 124 links that would
 * otherwise each be a hydrated client component and a second copy in the React Server Components payload.
 * The one thing the menu does in the browser, marking the entry of the section in view and keeping it visible
 * in the scrolling column, is done here on the DOM.
 */
export function CliStaticMenu() {
  const ref = useRef<HTMLDivElement>(null);
  const active = useActiveCliCommand();

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const link = markActiveMenuEntry(root, active);
    if (link) revealInMenu(link);
  }, [active]);

  return <ServerHtml ref={ref} server={ServerMenu} />;
}
