import type { ErrorEntry } from '@/data/errors/schema';

/**
 * The status line of an Errors reference entry, in the Auth pages' inline markup: "HTTP status **403**", or for a
 * code answered with several statuses, each with where: "HTTP status **401** on `PUT /user`; **403** on …"; then
 * Storage's body `statusCode` where it is not the one HTTP status. Null when the entry has no status.
 */
export function statusMarkup(entry: Pick<ErrorEntry, 'status' | 'statusBy' | 'bodyStatus'>): string | null {
  const http = entry.statusBy
    ? `HTTP status ${entry.statusBy.map(({ status, where }) => `**${status}** ${where}`).join('; ')}`
    : entry.status
      ? `HTTP status **${entry.status}**`
      : null;
  if (!http || entry.bodyStatus === undefined || (!entry.statusBy && entry.bodyStatus === entry.status))
    return http;
  return `${http}; \`statusCode\` in the body **"${entry.bodyStatus}"**`;
}
