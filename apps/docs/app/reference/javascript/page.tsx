import type { Metadata } from 'next';
import { CliPageToc } from '@/components/cli-reference/cli-page-toc';
import { CliProse } from '@/components/cli-reference/cli-prose';
import { CliScrollSpy } from '@/components/cli-reference/cli-scroll-spy';
import { JsStaticMenu } from '@/components/js-reference/js-static-menu';
import { JsStaticSections } from '@/components/js-reference/js-static-sections';
import { BackToTop } from '@/components/layout/back-to-top';
import { NavDrawer } from '@/components/layout/nav-drawer';
import { PageActions } from '@/components/page-actions/page-actions';
import { JS_REFERENCE_PATH, jsApi, jsReferenceGroups } from '@/data/js-reference';
import {
  jsReferenceDescription,
  jsReferenceIntro,
  jsReferenceTitle,
} from '@/lib/js-reference/reference-meta';
import { packageVersions } from '@/lib/js-reference/signature';
import { markdownAlternate } from '@/lib/markdown/alternate';
import { markdownTwinPath } from '@/lib/markdown/site-markdown';
import { socialMetadata } from '@/lib/site/social-metadata';
import { siteConfig } from '@/site.config';

const title = jsReferenceTitle;
const description = jsReferenceDescription;
const path = `${JS_REFERENCE_PATH}/`;

export const metadata: Metadata = {
  title,
  description,
  alternates: { canonical: path, ...markdownAlternate(path) },
  ...socialMetadata({ title, description, path }),
};

/** The supabase-js reference: one page, built like the CLI reference (static sections, menu, scroll-spy). */
export default function JsReferencePage() {
  const sections = [
    { id: 'introduction', title: 'Introduction' },
    ...jsReferenceGroups.map(({ id, title }) => ({ id, title })),
  ];
  return (
    <CliScrollSpy>
      <div className="mx-auto flex max-w-screen-2xl flex-col gap-x-8 px-4 pt-6 lg:flex-row">
        <NavDrawer label="JavaScript reference menu" wide cliMenuScroller>
          <JsStaticMenu />
        </NavDrawer>
        <main id="main-content" className="docs-main min-w-0 flex-1 py-4" tabIndex={-1}>
          <article className="prose-docs max-w-3xl">
            <h1 className="text-3xl font-bold">{title}</h1>
            <p className="text-lg text-muted-foreground" data-js-version={jsApi.version}>
              supabase-js {jsApi.version}
              <span className="block text-sm">with {packageVersions(jsApi)}</span>
            </p>
            <div className="mt-4">
              <PageActions
                markdownPath={markdownTwinPath(path)}
                markdownUrl={new URL(markdownTwinPath(path), siteConfig.siteUrl).href}
                title={title}
              />
            </div>
            <h2 id="introduction" className="mt-10 mb-3 text-2xl font-semibold">
              Introduction
            </h2>
            {jsReferenceIntro.map((text) => (
              <CliProse key={text} text={text} />
            ))}
            <JsStaticSections />
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
