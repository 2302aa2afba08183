import type { Token } from './tokens';

/** A run of highlighted tokens; `host` runs are the text that names the API host (a button in the widget). */
export type Segment = { host: boolean; tokens: Token[] };

/**
 * Splits highlighted code into host and non-host runs. Every occurrence of each text in `hosts` is a host
 * run (leftmost first, longest text first where two start at the same place); tokens that straddle a
 * boundary are cut there. Joining all segments' tokens gives back the original text.
 */
export function splitHostText(tokens: Token[], hosts: string[]): Segment[] {
  const text = tokens.map((token) => token.text).join('');
  const ranges = hostRanges(text, hosts);
  const segments: Segment[] = [];
  let offset = 0;
  for (const token of tokens) {
    let start = 0;
    while (start < token.text.length) {
      const at = offset + start;
      const range = ranges.find(([from, to]) => at >= from && at < to);
      const next = range ? range[1] : (ranges.find(([from]) => from > at)?.[0] ?? Number.POSITIVE_INFINITY);
      const end = Math.min(token.text.length, next - offset);
      appendPiece(segments, range !== undefined, { text: token.text.slice(start, end), kind: token.kind });
      start = end;
    }
    offset += token.text.length;
  }
  return segments;
}

function hostRanges(text: string, hosts: string[]): [number, number][] {
  const needles = [...new Set(hosts.filter((host) => host.length > 0))].sort((a, b) => b.length - a.length);
  const ranges: [number, number][] = [];
  let index = 0;
  while (index < text.length) {
    let best: [number, number] | undefined;
    for (const needle of needles) {
      const found = text.indexOf(needle, index);
      if (found !== -1 && (!best || found < best[0])) best = [found, found + needle.length];
    }
    if (!best) break;
    ranges.push(best);
    index = best[1];
  }
  return ranges;
}

function appendPiece(segments: Segment[], host: boolean, token: Token): void {
  const last = segments[segments.length - 1];
  // Two host occurrences side by side stay two buttons only if something separates them; that cannot
  // happen in the translator's output, so merging is fine.
  if (last && last.host === host) last.tokens.push(token);
  else segments.push({ host, tokens: [token] });
}
