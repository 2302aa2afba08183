import type { ReactNode } from 'react';
import { BackToTop } from '@/components/layout/back-to-top';
import { NavDrawer } from '@/components/layout/nav-drawer';
import { PageActions } from '@/components/page-actions/page-actions';
import { markdownTwinPath } from '@/lib/markdown/site-markdown';
import type { OutlineEntry } from '@/lib/reference/outline';
import { siteConfig } from '@/site.config';
import { ReferencePageToc } from './reference-page-toc';
import { ReferenceScrollSpy } from './reference-scroll-spy';

/**
 * The frame of a one-page reference: the menu in the drawer, the title and page actions, the reference's own
 * content, and the "On this page" column, all under one scroll-spy. `lead` sits between the title and the
 * page actions; `sections` are the page's own headings, which lead the right column until an entry is in
 * view.
 */
export function ReferencePage({
  title,
  path,
  menuLabel,
  menu,
  lead,
  sections,
  children,
}: {
  title: string;
  /** The page's address with its trailing slash, e.g. `/reference/cli/`. */
  path: string;
  menuLabel: string;
  menu: ReactNode;
  lead?: ReactNode;
  sections: OutlineEntry[];
  children: ReactNode;
}) {
  const markdownPath = markdownTwinPath(path);
  return (
    <ReferenceScrollSpy>
      <div className="mx-auto flex max-w-screen-2xl flex-col gap-x-8 px-4 pt-6 lg:flex-row">
        <NavDrawer label={menuLabel} wide menuScroller>
          {menu}
        </NavDrawer>
        <main id="main-content" className="docs-main min-w-0 flex-1 py-4" tabIndex={-1}>
          <article className="prose-docs max-w-3xl">
            <h1 className="text-3xl font-bold">{title}</h1>
            {lead}
            <div className="mt-4">
              <PageActions
                markdownPath={markdownPath}
                markdownUrl={new URL(markdownPath, siteConfig.siteUrl).href}
                title={title}
              />
            </div>
            {children}
          </article>
          <BackToTop />
        </main>
        <aside className="hidden w-56 shrink-0 xl:block">
          <div className="sticky top-(--header-height) max-h-[calc(100dvh-var(--header-height))] overflow-y-auto py-4">
            <ReferencePageToc sections={sections} />
          </div>
        </aside>
      </div>
    </ReferenceScrollSpy>
  );
}
