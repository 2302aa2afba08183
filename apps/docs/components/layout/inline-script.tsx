'use client';

/**
 * An inline script that runs once, as the browser parses the server's HTML (theme, fonts, early input, the
 * primary navigation's state). A client component only to tell the two renders apart: when React builds the
 * tree on the client (in development, after a render error), a <script> it creates never runs, and React 19
 * reports "Encountered a script tag" ahead of the real error. There it renders a data block (`text/plain`),
 * which React accepts; hydration keeps the server's element as it is, and the attribute difference is expected.
 */
export function InlineScript({ code }: { code: string }) {
  return (
    <script
      type={typeof window === 'undefined' ? undefined : 'text/plain'}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: constant scripts of this site, built from its own data
      dangerouslySetInnerHTML={{ __html: code }}
    />
  );
}
