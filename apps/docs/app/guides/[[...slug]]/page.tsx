import { getBreadcrumbItems } from 'fumadocs-core/breadcrumb';
import { findNeighbour } from 'fumadocs-core/page-tree';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PencilIcon as Pencil } from '@/components/icons';
import { BackToTop } from '@/components/layout/back-to-top';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { NavDrawer } from '@/components/layout/nav-drawer';
import { PageNeighbours } from '@/components/layout/page-neighbours';
import { SidebarNav } from '@/components/layout/sidebar-nav';
import { TableOfContents } from '@/components/layout/table-of-contents';
import { TocDisclosure } from '@/components/layout/toc-disclosure';
import { mdxComponents } from '@/components/mdx/mdx-components';
import { PageActions } from '@/components/page-actions/page-actions';
import { guideBreadcrumbs } from '@/lib/layout/breadcrumbs';
import { editUrl } from '@/lib/layout/edit-url';
import { markdownAlternate } from '@/lib/markdown/alternate';
import { markdownTwinPath } from '@/lib/markdown/site-markdown';
import { guideBreadcrumb, searchAliases, searchAttributes, textOf } from '@/lib/search/search-meta';
import { socialMetadata } from '@/lib/site/social-metadata';
import { source } from '@/lib/site/source';
import { siteConfig } from '@/site.config';

interface PageProps {
  params: Promise<{ slug?: string[] }>;
}

export default async function GuidePage({ params }: PageProps) {
  const { slug } = await params;
  const page = source.getPage(slug);
  if (!page) notFound();

  const MDX = page.data.body;
  const tree = source.pageTree;
  const { previous, next } = findNeighbour(tree, page.url);
  const folders = getBreadcrumbItems(page.url, tree, { includePage: false });
  const crumbs = guideBreadcrumbs(
    { name: String(tree.name), url: source.getPage([])?.url ?? '/guides' },
    folders.map((item) => ({ name: String(item.name), url: item.url })),
    { name: page.data.title, url: page.url },
  );
  const edit = editUrl(page.path);
  const tocItems = page.data.toc.map((item) => ({ url: item.url, title: item.title, depth: item.depth }));

  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col gap-x-8 px-4 pt-6 lg:flex-row">
      <NavDrawer label="Guides menu">
        <SidebarNav tree={tree} currentUrl={page.url} />
      </NavDrawer>
      <main id="main-content" className="docs-main min-w-0 flex-1 py-4" tabIndex={-1}>
        <article
          data-pagefind-body
          {...searchAttributes({
            breadcrumb: guideBreadcrumb(page.url, tree),
            topics: [
              ...page.data.toc.map((item) => textOf(item.title)),
              ...searchAliases(
                page.data.title,
                page.data.toc.map((item) => textOf(item.title)),
              ),
            ],
          })}
          className="prose-docs max-w-3xl"
        >
          <Breadcrumbs items={crumbs} />
          <h1 className="text-3xl font-bold">{page.data.title}</h1>
          {page.data.description ? (
            <p className="mt-2 text-lg text-muted-foreground">{page.data.description}</p>
          ) : null}
          <div className="mt-4" data-pagefind-ignore>
            <PageActions
              markdownPath={markdownTwinPath(page.url)}
              markdownUrl={new URL(markdownTwinPath(page.url), siteConfig.siteUrl).href}
              title={page.data.title}
            />
          </div>
          <TocDisclosure items={tocItems} />
          <div className="mt-6">
            <MDX components={mdxComponents} />
          </div>
        </article>
        <div className="max-w-3xl">
          {edit ? (
            <a
              href={edit}
              className="mt-10 inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
            >
              <Pencil aria-hidden className="size-4" />
              Edit this page
            </a>
          ) : null}
          <PageNeighbours previous={previous} next={next} />
        </div>
        <BackToTop />
      </main>
      <aside className="hidden w-56 shrink-0 xl:block">
        <div className="sticky top-(--header-height) max-h-[calc(100dvh-var(--header-height))] overflow-y-auto py-4">
          <TableOfContents items={tocItems} />
        </div>
      </aside>
    </div>
  );
}

export function generateStaticParams() {
  return source.generateParams();
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { slug } = await params;
  const page = source.getPage(slug);
  if (!page) notFound();
  return {
    title: page.data.title,
    description: page.data.description,
    alternates: { canonical: page.url, ...markdownAlternate(page.url) },
    ...socialMetadata({ title: page.data.title, description: page.data.description, path: page.url }),
  };
}
