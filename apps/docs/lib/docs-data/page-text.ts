/** A guide's frontmatter: single-line strings here; quotes, if any, are taken off. */
export function frontmatter(source: string): Record<string, string> {
  const block = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const values: Record<string, string> = {};
  for (const line of block.split('\n')) {
    const match = /^([A-Za-z]+):\s*(.*)$/.exec(line);
    if (match?.[1] && match[2] !== undefined) values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

/** A page's section headings (levels 2–4) in order, as search weighs them; code fences are skipped. */
export function headingsOf(markdown: string): string[] {
  const found: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    const match = fenced ? null : /^#{2,4}\s+(.+?)\s*#*$/.exec(line);
    if (match?.[1]) found.push(match[1].replace(/[`*_]/g, ''));
  }
  return found;
}
