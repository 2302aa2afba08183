import type { Metadata } from 'next';
import { CliIntro } from '@/components/cli-reference/cli-intro';
import { CliStaticMenu, CliStaticSections } from '@/components/cli-reference/cli-static-parts';
import { ReferencePage } from '@/components/reference';
import { CLI_REFERENCE_PATH, cliSpec } from '@/data/cli';
import { INTRO_SECTIONS } from '@/data/cli/intro';
import { groupCliCommands } from '@/lib/cli/command-groups';
import { cliReferenceDescription, cliReferenceTitle } from '@/lib/cli/reference-meta';
import { referenceMetadata } from '@/lib/reference';

const title = cliReferenceTitle;
const path = `${CLI_REFERENCE_PATH}/`;

export const metadata: Metadata = referenceMetadata({ title, description: cliReferenceDescription, path });

export default function CliReferencePage() {
  const groups = groupCliCommands(cliSpec);
  // The intro's headings lead the right column until a command is in view (the link check guards the ids).
  const sections = [...INTRO_SECTIONS, ...groups].map(({ id, title }) => ({ id, title }));
  return (
    <ReferencePage
      title={title}
      path={path}
      menuLabel="CLI reference menu"
      menu={<CliStaticMenu />}
      sections={sections}
    >
      <CliIntro spec={cliSpec} />
      <CliStaticSections />
    </ReferencePage>
  );
}
