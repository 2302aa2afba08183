import type { Metadata } from 'next';
import { JsStaticMenu, JsStaticSections } from '@/components/js-reference/js-static-parts';
import { ReferencePage, ReferenceProse } from '@/components/reference';
import { JS_REFERENCE_PATH, jsApi, jsReferenceGroups } from '@/data/js-reference';
import {
  jsReferenceDescription,
  jsReferenceIntro,
  jsReferenceTitle,
} from '@/lib/js-reference/reference-meta';
import { packageVersions } from '@/lib/js-reference/signature';
import { referenceMetadata } from '@/lib/reference';

const title = jsReferenceTitle;
const path = `${JS_REFERENCE_PATH}/`;

export const metadata: Metadata = referenceMetadata({ title, description: jsReferenceDescription, path });

/** The supabase-js reference: one page in the reference kit's frame (static sections, menu, scroll-spy). */
export default function JsReferencePage() {
  const sections = [
    { id: 'introduction', title: 'Introduction' },
    ...jsReferenceGroups.map(({ id, title }) => ({ id, title })),
  ];
  return (
    <ReferencePage
      title={title}
      path={path}
      menuLabel="JavaScript reference menu"
      menu={<JsStaticMenu />}
      lead={
        <p className="text-lg text-muted-foreground" data-js-version={jsApi.version}>
          supabase-js {jsApi.version}
          <span className="block text-sm">with {packageVersions(jsApi)}</span>
        </p>
      }
      sections={sections}
    >
      <h2 id="introduction" className="mt-10 mb-3 text-2xl font-semibold">
        Introduction
      </h2>
      {jsReferenceIntro.map((text) => (
        <ReferenceProse key={text} text={text} />
      ))}
      <JsStaticSections />
    </ReferencePage>
  );
}
