/** A heading the "On this page" column links to. */
export interface OutlineEntry {
  id: string;
  title: string;
}

/**
 * Joins an entry id and one of its parts (a heading, a flag row) into an anchor. Entry ids never hold two
 * hyphens in a row (both references' ids are kebab-case), so `{entry id}--{part}`
 * cannot collide with another entry's anchor, and the scroll-spy can read the entry back from it.
 */
export const PART_SEPARATOR = '--';

export function partId(entryId: string, part: string): string {
  return `${entryId}${PART_SEPARATOR}${part}`;
}
