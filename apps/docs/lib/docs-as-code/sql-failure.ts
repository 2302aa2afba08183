import type { PGliteInterface } from '@electric-sql/pglite';
import type { CodeBlock } from './code-blocks';

/*
 * Where a guide's SQL block failed, and which later blocks that failure stops. Postgres gives a character
 * position for most errors (a misspelt column, a syntax error); for the rest (a constraint, a policy) the
 * block's statements are run again one at a time inside the block's savepoint until one fails. The place is
 * that statement's line and column in the .mdx, not the fence's.
 */

/** The start offset of each statement of `sql`, skipping quotes, dollar quotes and comments. */
export function statementStarts(sql: string): number[] {
  const starts: number[] = [];
  let start: number | null = null;
  let index = 0;
  while (index < sql.length) {
    const rest = sql.slice(index);
    const skip =
      /^--[^\n]*/.exec(rest) ??
      /^\/\*[\s\S]*?\*\//.exec(rest) ??
      /^'(?:[^']|'')*'/.exec(rest) ??
      /^"(?:[^"]|"")*"/.exec(rest) ??
      (() => {
        const tag = /^\$[A-Za-z_]*\$/.exec(rest)?.[0];
        if (!tag) return null;
        const end = rest.indexOf(tag, tag.length);
        return [end < 0 ? rest : rest.slice(0, end + tag.length)];
      })();
    const char = sql[index] ?? '';
    if (start === null && !/\s/.test(char) && char !== ';' && !/^(?:--|\/\*)/.test(rest)) start = index;
    if (skip) {
      index += skip[0].length;
      continue;
    }
    if (char === ';' && start !== null) {
      starts.push(start);
      start = null;
    }
    index += 1;
  }
  if (start !== null) starts.push(start);
  return starts;
}

/** The .mdx line and column (1-based) of a character offset in the block's body. */
function placeInPage(block: CodeBlock, source: string, offset: number): { line: number; column: number } {
  const before = block.code.slice(0, offset).split('\n');
  const bodyIndex = before.length - 1;
  const bodyLine = block.code.split('\n')[bodyIndex] ?? '';
  const pageLine = source.split(/\r?\n/)[block.bodyLine - 1 + bodyIndex] ?? '';
  const indent = pageLine.length - bodyLine.length;
  return { line: block.bodyLine + bodyIndex, column: indent + (before.at(-1)?.length ?? 0) + 1 };
}

/**
 * The offset in the block of the statement that raised `error`: Postgres's position when it gives one;
 * otherwise, when `retry` may run statements again (the block's savepoint is still there, and is rolled back to
 * afterwards), the first statement that fails on its own; else the block's start.
 */
async function failureOffset(
  error: unknown,
  block: CodeBlock,
  retry: { db: PGliteInterface; savepoint: string } | null,
): Promise<number> {
  const position = Number((error as { position?: unknown } | null)?.position);
  if (Number.isInteger(position) && position > 0) return position - 1;
  const starts = statementStarts(block.code);
  if (!retry || starts.length < 2) return starts[0] ?? 0;
  let failed = starts[0] ?? 0;
  for (const [index, start] of starts.entries()) {
    const statement = block.code.slice(start, starts[index + 1] ?? block.code.length);
    try {
      await retry.db.exec(statement);
    } catch {
      failed = start;
      break;
    }
  }
  await retry.db.exec(`rollback to savepoint ${retry.savepoint}`);
  return failed;
}

/** The `<Tabs>` and `<TabPanel>` a line sits in, by their opening lines; null outside any tab group. */
function tabPanelAt(source: string, line: number): { tabs: number; panel: number } | null {
  const lines = source.split(/\r?\n/);
  const tabs: number[] = [];
  const panels: number[] = [];
  for (let index = 0; index < line - 1 && index < lines.length; index += 1) {
    const text = lines[index] ?? '';
    if (/^\s*<Tabs[\s>]/.test(text)) tabs.push(index + 1);
    if (/^\s*<\/Tabs>/.test(text)) tabs.pop();
    if (/^\s*<TabPanel[\s>]/.test(text)) panels.push(index + 1);
    if (/^\s*<\/TabPanel>/.test(text)) panels.pop();
  }
  const group = tabs.at(-1);
  const panel = panels.at(-1);
  return group !== undefined && panel !== undefined && panel > group ? { tabs: group, panel } : null;
}

/**
 * Whether a block after a failed one cannot be trusted to run: it can, when it is another tab of the same
 * group (the reader runs one tab or the other, and the failed block's work was rolled back).
 */
export function stoppedBy(failed: CodeBlock, later: CodeBlock, source: string): boolean {
  const a = tabPanelAt(source, failed.line);
  const b = tabPanelAt(source, later.line);
  return !(a && b && a.tabs === b.tabs && a.panel !== b.panel);
}

/** `path:line:column: error (the block at line N)`, at the failing statement's place. */
export async function failureMessage(
  page: { path: string; source: string },
  block: CodeBlock,
  error: unknown,
  retry: { db: PGliteInterface; savepoint: string } | null,
): Promise<string> {
  const place = placeInPage(block, page.source, await failureOffset(error, block, retry));
  const message = error instanceof Error ? error.message : String(error);
  return `${page.path}:${place.line}:${place.column}: ${message} (the block at line ${block.line})`;
}
