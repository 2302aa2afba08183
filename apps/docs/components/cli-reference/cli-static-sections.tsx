'use client';

import { lazy, useEffect, useRef } from 'react';
import { enableStaticWidgets } from '@/lib/cli/static-widgets';
import { ServerHtml } from './server-html';

// Defined only for the server render (at build); in the browser bundle the branch is dead and the sections'
// code and data are left out.
const ServerSections =
  typeof window === 'undefined'
    ? lazy(() => import('./cli-command-groups').then((module) => ({ default: module.CliCommandGroups })))
    : null;

/**
 * The command sections as static HTML. Server components would reach the browser twice, as HTML and again as
 * the React Server Components payload that hydration reads (about 1 MB for the 124 sections). As a client
 * component that renders them only on the server (<ServerHtml>), they arrive once, as HTML. Their copy buttons
 * and example tabs work through lib/cli/static-widgets; the scroll-spy and the "On this page" column find sections
 * by id in the DOM.
 */
export function CliStaticSections() {
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

  return <ServerHtml ref={ref} server={ServerSections} data-cli-sections="" />;
}
