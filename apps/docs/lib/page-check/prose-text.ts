import { extractCodeBlocks } from '@/lib/docs-as-code/code-blocks';

/*
 * A guide's MDX made plain Markdown for a prose linter, every remaining character at its line and column in the
 * .mdx: fences, `import`/`export` lines and lines holding only a component's tag become blank lines (prose
 * inside a component stays), and the front matter's `title:` becomes a level-one heading at the same column
 * so the heading rules read the title too. Components written inside a sentence are inline HTML to Markdown
 * and never reach the prose rules.
 */

const TAG_LINE = /^\s*<\/?[A-Z][\w.]*(?:\s[^<]*)?\/?>\s*$/;
const TAG_START = /^\s*<\/?[A-Z][\w.]*(?:\s[^>]*)?$/;

export interface ProseText {
  text: string;
  /** Per line (0-based), the characters taken off its start; add them back to a column. */
  shifts: number[];
}

export function proseText(source: string): ProseText {
  const lines = source.split(/\r?\n/);
  const shifts = lines.map(() => 0);
  let start = 0;
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
    for (let index = 0; index <= end; index += 1) {
      const title = /^title:(\s*)(.*)$/.exec(lines[index] ?? '');
      // `title: x` → `#      x`: the same width, so x keeps its column.
      lines[index] = title ? `#${' '.repeat(5 + (title[1]?.length ?? 0))}${title[2]}` : '';
    }
    start = end + 1;
  }
  for (const block of extractCodeBlocks(source)) {
    for (let index = block.line - 1; index < Math.min(block.endLine, lines.length); index += 1)
      lines[index] = '';
  }
  for (let index = start; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (/^(?:import|export)\s/.test(line) || TAG_LINE.test(line)) {
      lines[index] = '';
    } else if (TAG_START.test(line)) {
      // A tag spread over several lines (one attribute a line) ends at the first line that closes it.
      while (index < lines.length && !/>\s*$/.test(lines[index] ?? '')) {
        lines[index] = '';
        index += 1;
      }
      if (index < lines.length) lines[index] = '';
    } else {
      // Prose indented inside a component would read as an indented code block.
      const indent = /^ {4,}(?=\S)/.exec(line)?.[0].length ?? 0;
      if (indent > 0) {
        lines[index] = line.slice(indent);
        shifts[index] = indent;
      }
    }
  }
  // A space at each line's end: textlint-rule-stop-words looks for a word followed by a space or the node's end,
  // so a word that ends a line inside a paragraph would be missed. One space changes nothing in Markdown.
  return { text: lines.map((line) => (line ? `${line} ` : line)).join('\n'), shifts };
}
