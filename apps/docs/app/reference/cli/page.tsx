import type { Metadata } from 'next';
import { CliIntro } from '@/components/cli-reference/cli-intro';
import { CliPageToc } from '@/components/cli-reference/cli-page-toc';
import { CliScrollSpy } from '@/components/cli-reference/cli-scroll-spy';
import { CliStaticMenu } from '@/components/cli-reference/cli-static-menu';
import { CliStaticSections } from '@/components/cli-reference/cli-static-sections';
import { BackToTop } from '@/components/layout/back-to-top';
import { NavDrawer } from '@/components/layout/nav-drawer';
import { PageActions } from '@/components/page-actions/page-actions';
import { cliSpec } from '@/data/cli';
import { INTRO_SECTIONS } from '@/data/cli/intro';
import { groupCliCommands } from '@/lib/cli/command-groups';
import { cliReferenceDescription, cliReferenceTitle } from '@/lib/cli/reference-meta';
import { markdownAlternate } from '@/lib/markdown/alternate';
import { markdownTwinPath } from '@/lib/markdown/site-markdown';
import { socialMetadata } from '@/lib/site/social-metadata';
import { siteConfig } from '@/site.config';

const title = cliReferenceTitle;
const description = cliReferenceDescription;

export const metadata: Metadata = {
  title,
  description,
  alternates: { canonical: '/reference/cli/', ...markdownAlternate('/reference/cli/') },
  ...socialMetadata({ title, description, path: '/reference/cli/' }),
};

export default function CliReferencePage() {
  const groups = groupCliCommands(cliSpec);
  // The intro's headings lead the right column until a command is in view (the link check guards the ids).
  const sections = [...INTRO_SECTIONS, ...groups].map(({ id, title }) => ({ id, title }));
  return (
    <CliScrollSpy>
      <div className="mx-auto flex max-w-screen-2xl flex-col gap-x-8 px-4 pt-6 lg:flex-row">
        <NavDrawer label="CLI reference menu" wide cliMenuScroller>
          <CliStaticMenu />
        </NavDrawer>
        <main id="main-content" className="docs-main min-w-0 flex-1 py-4" tabIndex={-1}>
          <article className="prose-docs max-w-3xl">
            <h1 className="text-3xl font-bold">{title}</h1>
            <div className="mt-4">
              <PageActions
                markdownPath={markdownTwinPath('/reference/cli/')}
                markdownUrl={new URL(markdownTwinPath('/reference/cli/'), siteConfig.siteUrl).href}
                title={title}
              />
            </div>
            <CliIntro spec={cliSpec} />
            <CliStaticSections />
          </article>
          <BackToTop />
        </main>
        <aside className="hidden w-56 shrink-0 xl:block">
          <div className="sticky top-(--header-height) max-h-[calc(100dvh-var(--header-height))] overflow-y-auto py-4">
            <CliPageToc sections={sections} />
          </div>
        </aside>
      </div>
    </CliScrollSpy>
  );
}
