/*
 * The "did you mean" of the writer's checks: the known name nearest to a misspelt one, by edit distance
 * (insertions, deletions, substitutions and swaps of two neighbours, ignoring case), when it is near enough to
 * be the likely intent.
 */

function distance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] ?? 0) + 1);
      }
      row[j] = best;
    }
  }
  return (rows[a.length] as number[])[b.length] ?? 0;
}

/** The candidate closest to `name`, or undefined when none is within a quarter of its length in edits (2 for short names). */
export function closestName(name: string, candidates: Iterable<string>): string | undefined {
  const wanted = name.toLowerCase();
  const limit = Math.max(2, Math.floor(name.length / 4));
  let best: { candidate: string; edits: number } | undefined;
  for (const candidate of candidates) {
    const edits = distance(wanted, candidate.toLowerCase());
    if (edits <= limit && (!best || edits < best.edits)) best = { candidate, edits };
  }
  return best?.candidate;
}
