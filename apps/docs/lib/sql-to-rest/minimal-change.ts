export type TextChange = { from: number; to: number; insert: string };

/**
 * The smallest single replacement that turns `before` into `after` (common prefix and suffix kept), so the
 * editor's cursor and scroll position survive formatting when they are outside the changed part.
 */
export function minimalChange(before: string, after: string): TextChange | undefined {
  if (before === after) return undefined;
  let start = 0;
  const shortest = Math.min(before.length, after.length);
  while (start < shortest && before[start] === after[start]) start++;
  let end = 0;
  while (end < shortest - start && before[before.length - 1 - end] === after[after.length - 1 - end]) {
    end++;
  }
  return { from: start, to: before.length - end, insert: after.slice(start, after.length - end) };
}
