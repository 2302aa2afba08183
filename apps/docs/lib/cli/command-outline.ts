import type { CliCommand } from '@/data/cli/cli-schema';

export type OutlinePart = 'usage' | 'subcommands' | 'flags' | 'examples' | 'links';

export interface OutlineEntry {
  id: string;
  title: string;
}

const PART_TITLES: Record<OutlinePart, string> = {
  usage: 'Usage',
  subcommands: 'Subcommands',
  flags: 'Flags',
  examples: 'Examples',
  links: 'See also',
};

/**
 * Anchor of one part of a command's section. Command ids never hold two hyphens in a row (their schema is
 * kebab-case), so `{command id}--{part}` cannot collide with another command's anchor.
 */
export function outlinePartId(commandId: string, part: OutlinePart): string {
  return `${commandId}--${part}`;
}

export function outlinePartTitle(part: OutlinePart): string {
  return PART_TITLES[part];
}

/** The parts a command's section shows, in page order: what the "On this page" column lists for it. */
export function commandOutline(command: CliCommand): OutlineEntry[] {
  const present: Record<OutlinePart, boolean> = {
    usage: command.usage !== null,
    subcommands: command.subcommands.length > 0,
    flags: command.flags.length > 0,
    examples: command.examples.length > 0,
    links: command.links.length > 0,
  };
  return (Object.keys(PART_TITLES) as OutlinePart[])
    .filter((part) => present[part])
    .map((part) => ({ id: outlinePartId(command.id, part), title: PART_TITLES[part] }));
}
