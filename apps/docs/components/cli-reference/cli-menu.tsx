import { ReferenceMenu } from '@/components/reference';
import { cliSpec } from '@/data/cli';
import { groupCliCommands } from '@/lib/cli/command-groups';
import { ExperimentalBadge } from './experimental-badge';

/**
 * Every command, by area, as the reference menu's links; rendered only on the server, inside <CliStaticMenu>.
 * A subcommand shows its last word under its parent; an experimental command carries the badge, or says so to
 * screen readers alone under an experimental parent that already shows it.
 */
export function CliMenu() {
  const groups = groupCliCommands(cliSpec).map((group) => ({
    id: group.id,
    title: group.title,
    entries: group.entries.map((entry) => ({
      id: entry.command.id,
      depth: entry.depth,
      label: entry.depth === 0 ? entry.command.title : entry.command.title.split(' ').slice(-1)[0],
      after: entry.experimental ? (
        entry.underExperimentalParent ? (
          <span className="sr-only"> (experimental)</span>
        ) : (
          <ExperimentalBadge compact />
        )
      ) : null,
    })),
  }));
  return <ReferenceMenu label="CLI commands" groups={groups} />;
}
