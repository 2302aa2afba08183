import type { CSSProperties } from 'react';
import { ReferenceSection } from '@/components/reference';
import { findCliCommand } from '@/data/cli';
import type { CliMenuEntry } from '@/lib/cli/command-groups';
import { estimateSectionHeight } from '@/lib/cli/section-height';
import { CommandDetails } from './command-details';
import { ExperimentalBadge } from './experimental-badge';

/** One command on the reference page: its section with the title, the experimental badge and the summary. */
export function CommandSection({ entry }: { entry: CliMenuEntry }) {
  const { command, experimental } = entry;
  const subcommands = command.subcommands.map(findCliCommand).filter((sub) => sub !== undefined);
  // The stand-in height while the browser skips the section (app/navigation.css, lib/cli/section-height).
  const standIn = { '--section-h': `${estimateSectionHeight(command, { experimental, subcommands })}px` };
  return (
    <ReferenceSection
      id={command.id}
      title={command.title}
      badge={experimental ? <ExperimentalBadge /> : null}
      summary={command.summary}
      data={{ 'data-experimental': experimental || undefined }}
      style={standIn as CSSProperties}
    >
      <CommandDetails command={command} subheading="h4" onReferencePage />
    </ReferenceSection>
  );
}
