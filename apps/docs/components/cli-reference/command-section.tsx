import type { CSSProperties } from 'react';
import { findCliCommand } from '@/data/cli';
import type { CliMenuEntry } from '@/lib/cli/command-groups';
import { SPY_TARGET_ATTRIBUTE } from '@/lib/cli/scroll-spy';
import { estimateSectionHeight } from '@/lib/cli/section-height';
import { CommandDetails } from './command-details';
import { ExperimentalBadge } from './experimental-badge';

/** One command on the reference page: `<section id="{command id}">` with an anchored h3 title. */
export function CommandSection({ entry }: { entry: CliMenuEntry }) {
  const { command, experimental } = entry;
  const headingId = `${command.id}-title`;
  const subcommands = command.subcommands.map(findCliCommand).filter((sub) => sub !== undefined);
  // The stand-in height while the browser skips the section (app/components.css, lib/cli/section-height).
  const standIn = { '--section-h': `${estimateSectionHeight(command, { experimental, subcommands })}px` };
  return (
    <section
      id={command.id}
      aria-labelledby={headingId}
      data-experimental={experimental || undefined}
      className="border-t border-border pt-6 pb-4"
      style={standIn as CSSProperties}
    >
      <div {...{ [SPY_TARGET_ATTRIBUTE]: '' }}>
        <div className="group flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 id={headingId} className="font-mono text-xl font-semibold">
            {command.title}
          </h3>
          {experimental ? <ExperimentalBadge /> : null}
          {/* biome-ignore lint/a11y/useAnchorContent: named by aria-label; the icon is the class's ::before (app/components.css) */}
          <a href={`#${command.id}`} className="heading-anchor" aria-label={`Link to ${command.title}`} />
        </div>
        <p className="mt-1 text-muted-foreground">{command.summary}</p>
      </div>
      <CommandDetails command={command} subheading="h4" onReferencePage />
    </section>
  );
}
