import { readFileSync } from 'node:fs';
import type { Results } from '@electric-sql/pglite';
import { type CodeBlock, extractCodeBlocks } from './code-blocks';
import { isSqlBlock, planSqlBlock } from './sql-fence';

/*
 * A guide that prints what a query returns must print what it really returns. Under a runnable SQL block, a
 * Markdown table (columns and rows) or a ```txt block (an `explain` plan, one line per row) is the result the
 * page shows; these helpers read it and turn a real result into the same shape, for the test to compare.
 */

export type ShownResult =
  | { kind: 'table'; columns: string[]; rows: string[][] }
  | { kind: 'plan'; lines: string[] };

export interface RunnableBlock {
  block: CodeBlock;
  shown: ShownResult | null;
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/** The page's runnable SQL blocks in order, each with the result printed right under it, if any. */
export function runnableBlocksWithResults(pagePath: string): RunnableBlock[] {
  const source = readFileSync(new URL(`../../${pagePath}`, import.meta.url), 'utf8');
  const lines = source.split(/\r?\n/);
  const blocks = extractCodeBlocks(source);
  return blocks
    .filter((block) => isSqlBlock(block) && planSqlBlock(block).kind === 'run')
    .map((block) => {
      let next = block.endLine; // 0-based index of the line after the closing fence
      while (next < lines.length && (lines[next] ?? '').trim() === '') next += 1;
      const first = lines[next] ?? '';
      if (first.startsWith('|')) {
        const table: string[] = [];
        while (next < lines.length && (lines[next] ?? '').startsWith('|')) table.push(lines[next++] ?? '');
        const [header = '', , ...rows] = table;
        return { block, shown: { kind: 'table', columns: cells(header), rows: rows.map(cells) } };
      }
      const following = blocks.find((candidate) => candidate.line === next + 1);
      if (following?.lang === 'txt')
        return { block, shown: { kind: 'plan', lines: following.code.split('\n') } };
      return { block, shown: null };
    });
}

/** The last statement's result that returned columns, as the page would print it. */
export function asShown(results: Results[], kind: ShownResult['kind']): ShownResult {
  const result = [...results].reverse().find((candidate) => candidate.fields.length > 0);
  if (!result) throw new Error('the block returned no rows to compare');
  const columns = result.fields.map((field) => field.name);
  const rows = result.rows.map((row) =>
    columns.map((column) => String((row as Record<string, unknown>)[column] ?? 'null')),
  );
  if (kind === 'plan') return { kind, lines: rows.map((row) => row[0] ?? '') };
  return { kind, columns, rows };
}
