'use client';

import { lazy } from 'react';
// By file, not through the kit's entry: every guide page ships this module (the MDX map names it), so it must
// not depend on the bundler dropping the kit's other client parts.
import { ServerHtml } from '@/components/reference/server-html';
import type { ErrorSourceId } from '@/data/errors/schema';

// Defined only for the server render (at build); in the browser bundle the branch is dead, so the entries'
// code and data (hundreds of entries, read from installed packages) stay out of it.
const ServerErrorList =
  typeof window === 'undefined'
    ? lazy(() => import('./error-list').then((module) => ({ default: module.ErrorList })))
    : null;

/**
 * One section of the Errors reference as static HTML. As a server component it would reach the browser twice,
 * as HTML and again in the React Server Components payload (about 560 KB for the whole reference); through
 * <ServerHtml> it arrives once. The "Paste an error" box reads the entries from this HTML.
 */
export function StaticErrorList({ source }: { source: ErrorSourceId }) {
  const Server = ServerErrorList;
  // The build renders each section once, so a component made here needs no caching between renders.
  return <ServerHtml server={Server ? () => <Server source={source} /> : null} data-error-list={source} />;
}
