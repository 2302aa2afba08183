/*
 * The YAML front matter of a guide, read line by line so each key keeps its line. Guides use flat
 * `key: value` pairs only; the page check needs their names, values and places, not a YAML parser.
 */

export type FrontMatterEntry = { key: string; value: string; line: number; column: number };

export type FrontMatter = {
  /** Whether the page opens with `---`. */
  present: boolean;
  entries: FrontMatterEntry[];
  /** The line after the closing `---` (1 when there is no front matter). */
  bodyLine: number;
};

const FENCE = /^---\s*$/;
const ENTRY = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/;

export function readFrontMatter(source: string): FrontMatter {
  const lines = source.split(/\r?\n/);
  if (!FENCE.test(lines[0] ?? '')) return { present: false, entries: [], bodyLine: 1 };
  const entries: FrontMatterEntry[] = [];
  for (let index = 1; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (FENCE.test(line)) return { present: true, entries, bodyLine: index + 2 };
    const match = ENTRY.exec(line);
    if (match)
      entries.push({ key: match[1] ?? '', value: unquote(match[2] ?? ''), line: index + 1, column: 1 });
  }
  return { present: true, entries, bodyLine: lines.length + 1 };
}

function unquote(raw: string): string {
  const value = raw.trim();
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? (quoted[2] ?? '') : value;
}

/**
 * The source with its front matter's lines emptied: the Markdown parser then sees the body at the lines and
 * columns the writer sees in the file.
 */
export function blankFrontMatter(source: string): string {
  const { present, bodyLine } = readFrontMatter(source);
  if (!present) return source;
  const lines = source.split(/\r?\n/);
  for (let index = 0; index < Math.min(bodyLine - 1, lines.length); index += 1) lines[index] = '';
  return lines.join('\n');
}
