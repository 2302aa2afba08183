'use client';

import { lazy, useEffect, useRef } from 'react';
import { useActiveCliCommand } from '@/components/cli-reference/cli-scroll-spy';
import { ServerHtml } from '@/components/cli-reference/server-html';
import { markActiveMenuEntry, revealInMenu } from '@/lib/cli/menu-marker';

// Defined only for the server render (at build); the browser bundle leaves the menu's code and data out.
const ServerMenu =
  typeof window === 'undefined'
    ? lazy(() => import('./js-menu').then((module) => ({ default: module.JsMenu })))
    : null;

/** The method menu as static HTML, marked on the DOM by the scroll-spy as the CLI menu is (cli-static-menu). */
export function JsStaticMenu() {
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
