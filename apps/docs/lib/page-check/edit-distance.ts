/** The number of single-character insertions, deletions, substitutions and swaps that turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  // Optimal string alignment: a swap of two neighbours (`lable` → `label`) counts as one edit, as typos do.
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, ((d[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = best;
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/**
 * The candidate closest to `word` (case ignored), when it is close enough to be the word meant: at most a
 * third of the word's letters wrong, and at least one right. Ties go to the earlier candidate.
 */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  const lower = word.toLowerCase();
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase());
    const limit = Math.max(1, Math.floor(Math.max(word.length, candidate.length) / 3));
    if (distance > limit || distance >= Math.max(word.length, candidate.length)) continue;
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  return best?.candidate;
}

/** ` (did you mean `x`?)` when a close candidate exists, else an empty string: ready to append to a message. */
export function didYouMean(
  word: string,
  candidates: Iterable<string>,
  format = (name: string) => `\`${name}\``,
): string {
  const match = closest(word, candidates);
  return match === undefined ? '' : ` (did you mean ${format(match)}?)`;
}
