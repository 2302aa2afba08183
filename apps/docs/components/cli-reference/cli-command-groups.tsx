import { ReferenceGroup } from '@/components/reference';
import { cliSpec } from '@/data/cli';
import { groupCliCommands } from '@/lib/cli/command-groups';
import { CommandSection } from './command-section';

/**
 * Every command of the reference, area by area. Rendered only on the server, inside <CliStaticSections>:
 * the browser keeps this HTML as it is and never receives it a second time as component data.
 */
export function CliCommandGroups() {
  return groupCliCommands(cliSpec).map((group) => (
    <ReferenceGroup key={group.id} id={group.id} title={group.title} intro={group.description}>
      {group.entries.map((entry) => (
        <CommandSection key={entry.command.id} entry={entry} />
      ))}
    </ReferenceGroup>
  ));
}
