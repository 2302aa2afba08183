import type { ShikiTransformer } from 'shiki';

/** Parses a code-fence range list such as `{1,3-5}` into the set of 1-based line numbers it names. */
function parseLineRanges(meta: string): Set<number> {
  const lines = new Set<number>();
  const match = /\{([\d,\s-]+)\}/.exec(meta);
  if (!match?.[1]) return lines;
  for (const part of match[1].split(',')) {
    const [startText, endText] = part.trim().split('-');
    const start = Number(startText);
    const end = endText === undefined ? start : Number(endText);
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 1 || end < start) continue;
    for (let line = start; line <= end; line++) lines.add(line);
  }
  return lines;
}

/**
 * Marks the lines named in the fence meta (```ts {2,4-5}) with the `highlighted` class, the same class
 * the `// [!code highlight]` notation uses, so one style serves both ways of writing it.
 */
export function transformerMetaHighlight(): ShikiTransformer {
  return {
    name: 'docs:meta-highlight',
    line(node, line) {
      const raw = (this.options.meta as { __raw?: string } | undefined)?.__raw ?? '';
      if (parseLineRanges(raw).has(line)) this.addClassToHast(node, 'highlighted');
    },
  };
}
