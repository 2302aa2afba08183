'use client';

import { lazy, useEffect, useRef } from 'react';
import { enableStaticWidgets } from '@/lib/static-widgets';

// Defined only for the server render (at build); in the browser bundle the branch is dead and the sections'
// code and data are left out.
const ServerSections =
  typeof window === 'undefined'
    ? lazy(() => import('./cli-command-groups').then((module) => ({ default: module.CliCommandGroups })))
    : null;

/** An empty inner HTML on the client: React hydrates the element and leaves the server's content alone. */
const KEEP_SERVER_HTML = { __html: '' };

/**
 * The command sections as static HTML. Server components would reach the browser twice, as HTML and again as
 * the React Server Components payload that hydration reads (about 1 MB for the 124 sections). As a client
 * component that renders them only on the server, they arrive once, as HTML; in the browser this element owns
 * no children, so hydration neither reads nor replaces them. Their copy buttons and example tabs work through
 * lib/static-widgets; the scroll-spy and the "On this page" column find sections by id in the DOM.
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

  if (ServerSections) {
    return (
      <div ref={ref} data-cli-sections="">
        <ServerSections />
      </div>
    );
  }
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string that keeps the server's HTML; nothing is injected
    <div ref={ref} data-cli-sections="" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />
  );
}
