import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { isSqlBlock } from '../docs-as-code/sql-fence';
import { offersRun } from './page-setup';

/*
 * Numbers a page's SQL fences in page order, the order of the page's JSON (lib/run-sql/page-setup.ts), and
 * marks those the reader may run with `runsql="<number>"` in the fence meta; `transformerRunSql` turns the mark
 * into the `data-run-sql` attribute the code block renders its Run button from.
 */
export function remarkRunSql() {
  return (tree: Root) => {
    let index = 0;
    visit(tree, 'code', (node: Code) => {
      const block = { lang: (node.lang ?? '').toLowerCase(), meta: node.meta ?? '', code: node.value };
      if (!isSqlBlock({ ...block, line: 0, bodyLine: 0, endLine: 0 })) return;
      if (offersRun(block)) node.meta = `${node.meta ?? ''} runsql="${index}"`.trim();
      index += 1;
    });
  };
}
