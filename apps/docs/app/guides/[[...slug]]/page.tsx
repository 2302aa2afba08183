import { getBreadcrumbItems } from 'fumadocs-core/breadcrumb';
import { findNeighbour } from 'fumadocs-core/page-tree';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/docs/breadcrumbs';
import { CollapsibleNav } from '@/components/docs/collapsible-nav';
import { PageNeighbours } from '@/components/docs/page-neighbours';
import { SidebarNav } from '@/components/docs/sidebar-nav';
import { TableOfContents } from '@/components/docs/table-of-contents';
import { PencilIcon as Pencil } from '@/components/icons';
import { mdxComponents } from '@/components/mdx-components';
import { editUrl } from '@/lib/edit-url';
import { guideBreadcrumb, searchAttributes, textOf } from '@/lib/search-meta';
import { source } from '@/lib/source';

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
  const crumbs = getBreadcrumbItems(page.url, tree, { includePage: false });

  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col gap-x-8 px-4 pt-6 lg:flex-row">
      <aside className="shrink-0 lg:sticky lg:top-14 lg:h-[calc(100vh-3.5rem)] lg:w-64 lg:overflow-y-auto lg:py-4">
        <CollapsibleNav>
          <SidebarNav tree={tree} currentUrl={page.url} />
        </CollapsibleNav>
      </aside>
      <main id="main-content" className="min-w-0 flex-1 py-4" tabIndex={-1}>
        <article
          data-pagefind-body
          {...searchAttributes({
            breadcrumb: guideBreadcrumb(page.url, tree),
            topics: page.data.toc.map((item) => textOf(item.title)),
          })}
          className="prose-docs max-w-3xl"
        >
          <Breadcrumbs items={crumbs} />
          <h1 className="text-3xl font-bold">{page.data.title}</h1>
          {page.data.description ? (
            <p className="mt-2 text-lg text-muted-foreground">{page.data.description}</p>
          ) : null}
          <div className="mt-6">
            <MDX components={mdxComponents} />
          </div>
        </article>
        <div className="max-w-3xl">
          <a
            href={editUrl(page.path)}
            className="mt-10 inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
          >
            <Pencil aria-hidden className="size-4" />
            Edit this page
          </a>
          <PageNeighbours previous={previous} next={next} />
        </div>
      </main>
      <aside className="hidden w-56 shrink-0 xl:block">
        <div className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto py-4">
          <TableOfContents
            items={page.data.toc.map((item) => ({ url: item.url, title: item.title, depth: item.depth }))}
          />
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
    alternates: { canonical: page.url },
    openGraph: { title: page.data.title, description: page.data.description, url: page.url, type: 'article' },
  };
}
