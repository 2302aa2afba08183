import type { CliCommand } from '@/data/cli/cli-schema';

/** The flag experimental commands require. */
const EXPERIMENTAL_FLAG_ID = 'experimental';

/** A command is experimental when it declares `--experimental` as a required flag. */
export function isExperimentalCommand(command: CliCommand): boolean {
  return command.flags.some((flag) => flag.id === EXPERIMENTAL_FLAG_ID && flag.required === true);
}

/**
 * A group is experimental when every command below it is. Groups take no flags themselves, so this is what
 * decides whether `supabase storage` gets the badge.
 */
export function isExperimentalGroup(
  command: CliCommand,
  lookup: (id: string) => CliCommand | undefined,
): boolean {
  if (command.subcommands.length === 0) return false;
  return command.subcommands.every((id) => {
    const child = lookup(id);
    if (!child) return false;
    return child.subcommands.length > 0 ? isExperimentalGroup(child, lookup) : isExperimentalCommand(child);
  });
}

/** Whether the reference shows the "Experimental" badge on a command's section and menu entry. */
export function needsExperimentalBadge(
  command: CliCommand,
  lookup: (id: string) => CliCommand | undefined,
): boolean {
  return isExperimentalCommand(command) || isExperimentalGroup(command, lookup);
}
