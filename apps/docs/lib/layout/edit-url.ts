import { type SiteConfig, siteConfig } from '@/site.config';

/**
 * Where "Edit this page" sends the reader for a content file path relative to content/guides, or undefined
 * when the build was not told which repository holds the docs (then the page shows no edit link).
 */
export function editUrl(contentPath: string, config: SiteConfig = siteConfig): string | undefined {
  if (!config.docsRepoUrl) return undefined;
  const file = `${config.docsContentPath}/guides/${contentPath}`.replace(/\/{2,}/g, '/');
  return `${config.docsRepoUrl.replace(/\/+$/, '')}/edit/${config.docsRepoBranch}/${file}`;
}
