import { partId } from '@/lib/reference';

/** The parts of a command's section on the reference page, in page order. */
export const OUTLINE_PARTS = ['usage', 'subcommands', 'flags', 'examples', 'links'] as const;
export type OutlinePart = (typeof OUTLINE_PARTS)[number];

const PART_TITLES: Record<OutlinePart, string> = {
  usage: 'Usage',
  subcommands: 'Subcommands',
  flags: 'Flags',
  examples: 'Examples',
  links: 'See also',
};

/** Anchor of one part of a command's section, for "On this page" (the rule is lib/reference/outline's). */
export function outlinePartId(commandId: string, part: OutlinePart): string {
  return partId(commandId, part);
}

export function outlinePartTitle(part: OutlinePart): string {
  return PART_TITLES[part];
}
