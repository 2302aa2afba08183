import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { platformBootScript } from '@/lib/platform';
import { themeBootScript } from '@/lib/theme';
import { siteConfig } from '@/site.config';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.siteUrl),
  title: { default: `${siteConfig.brand} Docs`, template: `%s | ${siteConfig.brand} Docs` },
  description: `Guides and reference for building with ${siteConfig.brand}: database, auth, storage, realtime and edge functions.`,
  openGraph: { siteName: `${siteConfig.brand} Docs`, type: 'website' },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#121212' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The boot script sets the theme class before hydration, so React must not warn about it.
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, needed before first paint */}
        <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script; shortcut hints need it before first paint */}
        <script dangerouslySetInnerHTML={{ __html: platformBootScript }} />
      </head>
      <body className="min-h-screen">
        <a
          href="#main-content"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <SiteHeader />
        {children}
        <SiteFooter />
      </body>
    </html>
  );
}
