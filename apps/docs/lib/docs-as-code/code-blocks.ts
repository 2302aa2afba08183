/*
 * Reads the fenced code blocks out of an MDX page, with the line each one starts on, so the docs-as-code
 * tests can run or check every sample and name the place of a failure. A fence may sit indented inside a
 * JSX element such as <TabPanel>; its body is de-indented by the fence's own indentation, as MDX does.
 */

export interface CodeBlock {
  /** The language after the opening fence, lower-cased (`sql`, `bash`); empty when none is given. */
  lang: string;
  /** Everything after the language on the opening line, e.g. `title="x.sql" norun="fragment: …"`. */
  meta: string;
  /** The body, without the fences. */
  code: string;
  /** 1-based line of the opening fence in the page. */
  line: number;
  /** 1-based line of the body's first line. */
  bodyLine: number;
  /** 1-based line of the closing fence (one past the page's end when the fence is never closed). */
  endLine: number;
}

const OPENING = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;

export function extractCodeBlocks(source: string): CodeBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  let index = 0;
  while (index < lines.length) {
    const open = OPENING.exec(lines[index] ?? '');
    if (!open) {
      index += 1;
      continue;
    }
    const [, indent = '', fence = '', lang = '', meta = ''] = open;
    const closing = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !closing.test(lines[end] ?? '')) {
      const line = lines[end] ?? '';
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart());
      end += 1;
    }
    blocks.push({
      lang: lang.toLowerCase(),
      meta: meta.trim(),
      code: body.join('\n'),
      line: index + 1,
      bodyLine: index + 2,
      endLine: end + 1,
    });
    index = end + 1;
  }
  return blocks;
}

/** `key="value"` pairs of a fence's meta string; bare words are ignored (line highlights such as `{1,3}`). */
export function parseFenceMeta(meta: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of meta.matchAll(/([a-zA-Z][\w-]*)=(?:"([^"]*)"|'([^']*)')/g)) {
    const [, key = '', double, single] = match;
    attributes[key] = double ?? single ?? '';
  }
  return attributes;
}

/** The page with every fenced block blanked out (line count kept), for scanning prose only. */
export function withoutCodeBlocks(source: string): string {
  const lines = source.split(/\r?\n/);
  for (const block of extractCodeBlocks(source)) {
    for (let line = block.line - 1; line < Math.min(block.endLine, lines.length); line += 1) lines[line] = '';
  }
  return lines.join('\n');
}
