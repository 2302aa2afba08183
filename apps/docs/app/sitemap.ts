import type { MetadataRoute } from 'next';
import { sitePaths } from '@/lib/site/site-paths';
import { siteConfig } from '@/site.config';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitePaths().map((path) => ({ url: new URL(path, siteConfig.siteUrl).toString() }));
}
