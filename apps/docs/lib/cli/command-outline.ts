/** The parts of a command's section on the reference page, in page order. */
export const OUTLINE_PARTS = ['usage', 'subcommands', 'flags', 'examples', 'links'] as const;
export type OutlinePart = (typeof OUTLINE_PARTS)[number];

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
 * Anchor of one part of a command's section, which the "On this page" column links to. Command ids never
 * hold two hyphens in a row (their schema is kebab-case), so `{command id}--{part}` cannot collide with
 * another command's anchor.
 */
export function outlinePartId(commandId: string, part: OutlinePart): string {
  return `${commandId}--${part}`;
}

export function outlinePartTitle(part: OutlinePart): string {
  return PART_TITLES[part];
}
