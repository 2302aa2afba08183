import { cliSpec } from '@/data/cli';
import { groupCliCommands } from '@/lib/cli/command-groups';
import { CliProse } from './cli-prose';
import { CommandSection } from './command-section';

/**
 * Every command of the reference, area by area. Rendered only on the server, inside <CliStaticSections>:
 * the browser keeps this HTML as it is and never receives it a second time as component data.
 */
export function CliCommandGroups() {
  return groupCliCommands(cliSpec).map((group) => (
    <div key={group.id} data-cli-group={group.id} className="mt-14">
      <h2 id={group.id} className="mb-3 text-2xl font-semibold">
        {group.title}
      </h2>
      <CliProse text={group.description} className="text-muted-foreground" />
      {group.entries.map((entry) => (
        <CommandSection key={entry.command.id} entry={entry} />
      ))}
    </div>
  ));
}
