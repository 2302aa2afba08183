'use client';

import { lazy, useEffect, useRef } from 'react';
import { ServerHtml } from '@/components/cli-reference/server-html';
import { enableStaticWidgets } from '@/lib/cli/static-widgets';

// Defined only for the server render (at build); in the browser bundle the sections' code and data are left out.
const ServerSections =
  typeof window === 'undefined'
    ? lazy(() => import('./js-method-groups').then((module) => ({ default: module.JsMethodGroups })))
    : null;

/**
 * The method sections as static HTML, kept out of the React Server Components payload the way the CLI
 * reference's sections are (cli-static-sections): copy buttons and example tabs work by event delegation.
 */
export function JsStaticSections() {
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

  return <ServerHtml ref={ref} server={ServerSections} />;
}
