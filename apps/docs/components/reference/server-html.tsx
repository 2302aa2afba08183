'use client';

import type { ComponentProps, ComponentType } from 'react';

/** An empty inner HTML on the client: React hydrates the element and leaves the server's content alone. */
const KEEP_SERVER_HTML = { __html: '' };

/**
 * A div whose content is rendered once, on the server, and kept as static HTML in the browser. `server` is the
 * component to render at build time; the caller defines it only when `typeof window === 'undefined'` (a lazy
 * import), so its code and data stay out of the browser bundle and pass `null` there. In the browser the div
 * owns no children: hydration neither reads nor replaces the server's HTML, and the React Server Components
 * payload carries no second copy of it.
 */
export function ServerHtml({
  server: Server,
  ...props
}: { server: ComponentType | null } & ComponentProps<'div'>) {
  if (Server) {
    return (
      <div {...props}>
        <Server />
      </div>
    );
  }
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string that keeps the server's HTML; nothing is injected
    <div {...props} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />
  );
}
