import { siteConfig } from '@/site.config';

/** Where "Edit this page" sends the reader for a content file path relative to content/guides. */
export function editUrl(contentPath: string, config = siteConfig): string {
  const file = `${config.docsContentPath}/guides/${contentPath}`.replace(/\/{2,}/g, '/');
  return `${config.docsRepoUrl}/edit/${config.docsRepoBranch}/${file}`;
}
