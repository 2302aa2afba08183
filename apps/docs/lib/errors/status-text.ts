import type { ErrorEntry } from '@/data/errors/schema';

/**
 * The status line of an Errors reference entry, in the Auth pages' inline markup: "HTTP status **403**", or for a
 * code answered with several statuses, each with where: "HTTP status **401** on `PUT /user`; **403** on …".
 * Null when the entry has no status.
 */
export function statusMarkup(entry: Pick<ErrorEntry, 'status' | 'statusBy'>): string | null {
  if (entry.statusBy) {
    return `HTTP status ${entry.statusBy.map(({ status, where }) => `**${status}** ${where}`).join('; ')}`;
  }
  return entry.status ? `HTTP status **${entry.status}**` : null;
}
