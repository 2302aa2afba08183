import type { ShikiTransformer } from 'shiki';

/** The block number `remarkRunSql` put in the fence meta, if any. */
export function runSqlMark(meta: string): number | null {
  const match = /\brunsql="(\d+)"/.exec(meta);
  return match ? Number(match[1]) : null;
}

/** Puts the mark on the `<pre>` as `data-run-sql`, which components/code/code-block.tsx reads. */
export function transformerRunSql(): ShikiTransformer {
  return {
    name: 'docs:run-sql',
    pre(node) {
      const raw = (this.options.meta as { __raw?: string } | undefined)?.__raw ?? '';
      const block = runSqlMark(raw);
      if (block !== null) node.properties['data-run-sql'] = String(block);
    },
  };
}
