import { jsApi } from '@/data/js-reference';
import { source } from '@/lib/site/source';
import { type GuideLink, guidesByMethod, readGuideTexts } from './guide-links';

let cache: Map<string, GuideLink[]> | undefined;

/** The guides that call each method, with their titles, computed once per build worker. */
export function methodGuides(id: string): GuideLink[] {
  if (!cache) {
    const titles = new Map(
      source.getPages().map((page) => [page.url.endsWith('/') ? page.url : `${page.url}/`, page.data.title]),
    );
    cache = new Map(
      [...guidesByMethod(jsApi.methods, readGuideTexts())].map(([methodId, paths]) => [
        methodId,
        paths.map((path) => ({ path, title: titles.get(path) ?? path })),
      ]),
    );
  }
  return cache.get(id) ?? [];
}
