import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsMethodDetails } from '@/components/js-reference/js-method-details';
import { CallText, InlineProse, TitleNote } from '@/components/reference';
import {
  findJsEntry,
  findJsMethod,
  JS_REFERENCE_PATH,
  type JsApiMethod,
  type JsEntry,
  jsApi,
  jsCrawlerPath,
  jsEntryIds,
  jsReferenceGroups,
} from '@/data/js-reference';
import { methodGuides } from '@/lib/js-reference/method-guides';
import { callPath, methodTitle } from '@/lib/js-reference/signature';
import { markdownAlternate } from '@/lib/markdown/alternate';
import { searchAttributes } from '@/lib/search/search-meta';
import { socialMetadata } from '@/lib/site/social-metadata';
import { siteConfig } from '@/site.config';

interface CrawlerPageProps {
  params: Promise<{ slug: string[] }>;
}

/** Only documented methods have pages; any other slug is a 404 in the export. */
export const dynamicParams = false;

export function generateStaticParams(): { slug: string[] }[] {
  return jsEntryIds().map((id) => ({ slug: [id] }));
}

async function methodFor(
  params: CrawlerPageProps['params'],
): Promise<{ method: JsApiMethod; entry: JsEntry }> {
  const { slug } = await params;
  const id = slug.length === 1 ? slug[0] : undefined;
  const method = id ? findJsMethod(id) : undefined;
  const entry = id ? findJsEntry(id) : undefined;
  if (!method || !entry) notFound();
  return { method, entry };
}

const groupTitles = new Map(
  jsReferenceGroups.flatMap((group) =>
    group.entries.map((entry): [string, string] => [entry.id, group.title]),
  ),
);

/** The plain-text summary for metadata (backticks dropped). */
const plain = (text: string) => text.replace(/`/g, '');

export async function generateMetadata({ params }: CrawlerPageProps): Promise<Metadata> {
  const { method, entry } = await methodFor(params);
  const title = methodTitle(method, entry);
  // The canonical link is rendered by the page (see the CLI crawler pages: Next.js would add a slash after #).
  return {
    title,
    description: plain(entry.summary),
    alternates: markdownAlternate(jsCrawlerPath(method.id)),
    ...socialMetadata({ title, description: plain(entry.summary), path: jsCrawlerPath(method.id) }),
  };
}

/** One method on its own page, for crawlers and site search; the canonical copy is its reference section. */
export default async function JsCrawlerPage({ params }: CrawlerPageProps) {
  const { method, entry } = await methodFor(params);
  const referenceUrl = `${JS_REFERENCE_PATH}/#${method.id}`;
  return (
    <main id="main-content" className="mx-auto max-w-screen-2xl px-4 py-8" tabIndex={-1}>
      <link rel="canonical" href={new URL(referenceUrl, siteConfig.siteUrl).href} />
      <article
        data-pagefind-body
        {...searchAttributes({ breadcrumb: ['JavaScript reference', groupTitles.get(method.id) ?? ''] })}
        className="prose-docs max-w-3xl"
      >
        <p className="mt-0 text-sm text-muted-foreground" data-pagefind-ignore>
          <a href={`${JS_REFERENCE_PATH}/`}>JavaScript reference</a> · supabase-js {jsApi.version}
        </p>
        <h1 className="font-mono text-2xl font-bold [overflow-wrap:anywhere] sm:text-3xl">
          <CallText text={`${callPath(method)}()`} />
          {entry.qualifier ? (
            <>
              {' '}
              <TitleNote text={entry.qualifier} />
            </>
          ) : null}
        </h1>
        <p className="text-lg text-muted-foreground">
          <InlineProse text={entry.summary} />
        </p>
        <JsMethodDetails method={method} entry={entry} guides={methodGuides(method.id)} subheading="h2" />
        <p data-pagefind-ignore>
          <a href={referenceUrl} className="[overflow-wrap:anywhere]">
            Open {methodTitle(method, entry)} in the full JavaScript reference
          </a>
        </p>
      </article>
    </main>
  );
}
