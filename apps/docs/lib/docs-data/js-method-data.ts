import type { DocsPage, JsMethodData } from '@platform/docs-core/docs-data';
import { findJsMethod, JS_REFERENCE_PATH, jsApi, jsReferenceGroups } from '@/data/js-reference';
import { guidesByMethod, readGuideTexts } from '@/lib/js-reference/guide-links';
import { jsReferenceIntro } from '@/lib/js-reference/reference-meta';
import { callPath, signatureLine } from '@/lib/js-reference/signature';
import { jsMethodEntries, jsMethodMarkdown } from '@/lib/markdown/js-markdown';
import { printMarkdown } from '@/lib/markdown/mdx-to-markdown';
import { siteConfig } from '@/site.config';

/**
 * Each documented supabase-js method: the facts of js-api.json, our prose, and its Markdown as its crawler
 * page's twin, with the guides (read from `guidesDir`) that call it.
 */
export function jsMethodData(guidesDir: string, guidePages: DocsPage[]): JsMethodData[] {
  const titles = new Map(guidePages.map((page) => [page.path, page.title]));
  const guides = guidesByMethod(jsApi.methods, readGuideTexts(guidesDir));
  const options = {
    api: jsApi,
    groups: jsReferenceGroups,
    intro: jsReferenceIntro,
    lookup: findJsMethod,
    guides: (id: string) => (guides.get(id) ?? []).map((path) => ({ path, title: titles.get(path) ?? path })),
    siteUrl: siteConfig.siteUrl,
  };
  return jsMethodEntries(jsReferenceGroups).map(({ entry }) => {
    const method = findJsMethod(entry.id);
    if (!method) throw new Error(`js-reference: ${entry.id} is not in js-api.json`);
    return {
      id: method.id,
      name: method.name,
      call: callPath(method),
      signatures: method.signatures.map((signature) => ({
        line: signatureLine(method, signature),
        typeParams: signature.typeParams,
        params: signature.params,
        returns: signature.returns,
      })),
      summary: entry.summary,
      details: entry.details ?? [],
      serverOnly: entry.serverOnly ?? false,
      examples: entry.examples.map((example) => ({
        title: example.title,
        code: example.code,
        ...('data' in example ? { data: example.data } : {}),
      })),
      path: `${JS_REFERENCE_PATH}/#${method.id}`,
      markdown: printMarkdown(jsMethodMarkdown(entry, options)),
    };
  });
}
