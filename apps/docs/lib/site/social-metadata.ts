import type { Metadata } from 'next';
import { siteConfig } from '@/site.config';

/** The OpenGraph image size every page gets (the size link previews expect for a large card). */
const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * Where a page's preview image is written by scripts/og-images.mjs after the build:
 * `/` → `/og/index.png`, `/guides/api/sql-to-rest/` → `/og/guides/api/sql-to-rest.png`.
 */
export function ogImagePath(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '');
  return `/og/${trimmed === '' ? 'index' : trimmed}.png`;
}

export type SocialPage = {
  title: string;
  description?: string;
  /** The page's path with its trailing slash, e.g. `/guides/auth/`. */
  path: string;
  type?: 'website' | 'article';
};

/**
 * OpenGraph and Twitter card metadata for one page, with its generated preview image. A page's `openGraph`
 * replaces the layout's as a whole in Next.js, so the site name is repeated here.
 */
export function socialMetadata({
  title,
  description,
  path,
  type = 'article',
}: SocialPage): Pick<Metadata, 'openGraph' | 'twitter'> {
  const image = {
    url: ogImagePath(path),
    ...OG_IMAGE_SIZE,
    alt: `${title} · ${siteConfig.brand} Docs`,
    type: 'image/png',
  };
  return {
    openGraph: {
      title,
      ...(description ? { description } : {}),
      url: path,
      siteName: `${siteConfig.brand} Docs`,
      type,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      ...(description ? { description } : {}),
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}
