import type { A_Expr, Node } from '@pgsql/types';
import { unsupported } from '../errors.ts';
import type { ColumnFilter, ColumnRef, Filter, FtsVariant } from '../model.ts';
import { nodeAs, stringList } from './ast.ts';
import type { Context } from './context.ts';
import { readFilterColumn } from './filter-columns.ts';
import { requireLiteral } from './literals.ts';
import type { Scope } from './scope.ts';

// Full-text search: `column @@ to_tsquery(...)` (or `to_tsvector(column) @@ ...`) becomes one `fts` filter.

const TSQUERY_FUNCTIONS: Record<string, FtsVariant> = {
  to_tsquery: 'fts',
  plainto_tsquery: 'plfts',
  phraseto_tsquery: 'phfts',
  websearch_to_tsquery: 'wfts',
};

/** Reads `document @@ query`, written either way round, into an `fts` filter. */
export function readTextSearch(expression: A_Expr, negate: boolean, scope: Scope, ctx: Context): Filter {
  const [vectorNode, queryNode] =
    nodeAs(expression.lexpr, 'FuncCall') && tsqueryVariant(expression.lexpr)
      ? [expression.rexpr, expression.lexpr]
      : [expression.lexpr, expression.rexpr];
  const query = nodeAs(queryNode, 'FuncCall');
  const variant = tsqueryVariant(queryNode);
  if (!query || !variant) {
    throw unsupported(
      '@@ with something other than to_tsquery, plainto_tsquery, phraseto_tsquery or websearch_to_tsquery',
      "Write the search as column @@ to_tsquery('config', 'query').",
    );
  }
  const args = query.args ?? [];
  const queryConfig = args.length === 2 ? readConfig(args[0]) : undefined;
  const text = requireLiteral(args.at(-1), ctx, 'as a text search query');
  if (args.length < 1 || args.length > 2 || text.type !== 'string')
    throw unsupported('This text search query');
  let column: ColumnRef;
  const vector = nodeAs(vectorNode, 'FuncCall');
  if (vector) {
    const vectorName = stringList(vector.funcname).at(-1);
    const vectorArgs = vector.args ?? [];
    if (vectorName !== 'to_tsvector' || vectorArgs.length < 1 || vectorArgs.length > 2) {
      throw unsupported(`${vectorName ?? 'This function'} in a text search`);
    }
    const vectorConfig = vectorArgs.length === 2 ? readConfig(vectorArgs[0]) : undefined;
    if (vectorConfig !== queryConfig) {
      throw unsupported(
        'Different text search configurations for the document and the query',
        'PostgREST applies one configuration to both; use the same one in to_tsvector and the tsquery function.',
      );
    }
    column = readFilterColumn(vectorArgs.at(-1), scope, ctx);
  } else {
    column = readFilterColumn(vectorNode, scope, ctx);
  }
  const filter: ColumnFilter = { type: 'fts', column, variant, query: text.value, negate };
  if (queryConfig !== undefined) filter.config = queryConfig;
  return filter;
}

function tsqueryVariant(node: Node | undefined): FtsVariant | undefined {
  const name = stringList(nodeAs(node, 'FuncCall')?.funcname).at(-1) ?? '';
  return TSQUERY_FUNCTIONS[name];
}

function readConfig(node: Node | undefined): string {
  const cast = nodeAs(node, 'TypeCast');
  const constant = nodeAs(cast ? cast.arg : node, 'A_Const');
  const config = constant?.sval?.sval;
  if (config === undefined || !/^[\p{L}\p{N}_$]+$/u.test(config)) {
    throw unsupported(
      'This text search configuration',
      "Name the configuration as a plain string, e.g. 'english'.",
    );
  }
  return config;
}
