import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { InlineScript } from '@/components/layout/inline-script';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ReplayEarlyInput } from '@/components/loading/replay-early-input';
import { themeBootScript } from '@/lib/layout/theme';
import { webFontsBootScript } from '@/lib/layout/web-fonts';
import { afterFirstPaintBootScript } from '@/lib/loading/after-first-paint';
import { earlyFormInputBootScript } from '@/lib/loading/early-form-input';
import { pendingClicksBootScript } from '@/lib/loading/pending-clicks';
import { earlySearchShortcutBootScript } from '@/lib/search/early-shortcut';
import { platformBootScript } from '@/lib/search/platform';
import { siteDescription, siteTitle } from '@/lib/site/site-description';
import { socialMetadata } from '@/lib/site/social-metadata';
import { tabListBootScript } from '@/lib/tabs/tab-list-script';
import { siteConfig } from '@/site.config';
import { inter, jetbrainsMono } from './fonts';
import './globals.css';
import './navigation.css';
import './components.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.siteUrl),
  title: { default: siteTitle, template: `%s | ${siteTitle}` },
  description: siteDescription,
  // The home page's card; every other page sets its own (the 404 keeps this one).
  ...socialMetadata({ title: `${siteConfig.brand} documentation`, path: '/', type: 'website' }),
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#121212' },
  ],
};

// Clicks, typing and the search shortcut that arrive before the code that handles them, and the tab lists'
// clicks and keys, which need no other code.
const earlyInputBootScript =
  pendingClicksBootScript + earlyFormInputBootScript + earlySearchShortcutBootScript + tabListBootScript;

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The boot script sets the theme class before hydration, so React must not warn about it.
    <html lang="en" className={`${inter.variable} ${jetbrainsMono.variable}`} suppressHydrationWarning>
      <head>
        {/* The theme before first paint; fonts and the after-first-paint hook; shortcut hints; input that arrives
            before the code that handles it. */}
        <InlineScript code={themeBootScript} />
        <InlineScript code={afterFirstPaintBootScript + webFontsBootScript} />
        <InlineScript code={platformBootScript} />
        <InlineScript code={earlyInputBootScript} />
      </head>
      {/* A column as tall as the screen at least: the footer sits at the bottom of short pages. */}
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main-content"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <SiteHeader />
        <div className="flex-1">{children}</div>
        <SiteFooter />
        {/* Last, so that it runs once everything before it has hydrated. */}
        <ReplayEarlyInput />
      </body>
    </html>
  );
}
