import { cliCrawlerPaths } from '@/data/cli';
import { jsCrawlerPaths } from '@/data/js-reference';
import { source } from './source';

/** Every public page of the export, as site-relative paths with the trailing slash the export uses. */
export function sitePaths(): string[] {
  const guides = source.getPages().map((page) => (page.url.endsWith('/') ? page.url : `${page.url}/`));
  return [
    '/',
    ...guides,
    '/reference/',
    '/reference/cli/',
    ...cliCrawlerPaths(),
    '/reference/javascript/',
    ...jsCrawlerPaths(),
  ];
}
