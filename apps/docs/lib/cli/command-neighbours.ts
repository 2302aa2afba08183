import type { CliCommand } from '@/data/cli/cli-schema';
import type { CliCommandGroup } from './command-groups';

export interface CommandNeighbours {
  /** The area of the reference the command is listed under. */
  groupTitle: string;
  /** The command it is a subcommand of, if any. */
  parent: CliCommand | null;
  /** The commands listed beside it (same parent, same area), itself included, in menu order. */
  siblings: CliCommand[];
  /** Its own subcommands, in menu order. */
  children: CliCommand[];
}

/**
 * Where a command sits in the reference's menu, for its page of its own (the crawler page): its area, its
 * parent, the commands beside it and its subcommands. Undefined for an id that is in no group.
 */
export function commandNeighbours(groups: CliCommandGroup[], id: string): CommandNeighbours | undefined {
  for (const group of groups) {
    const entry = group.entries.find((candidate) => candidate.command.id === id);
    if (!entry) continue;
    const commands = (parentId: string | null) =>
      group.entries
        .filter((candidate) => candidate.parentId === parentId)
        .map((candidate) => candidate.command);
    return {
      groupTitle: group.title,
      parent: group.entries.find((candidate) => candidate.command.id === entry.parentId)?.command ?? null,
      siblings: commands(entry.parentId),
      children: commands(id),
    };
  }
  return undefined;
}
