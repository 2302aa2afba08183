import type { Node } from '@pgsql/types';

/** The name of every node wrapper in the PostgreSQL AST, e.g. `'ColumnRef'`. */
export type NodeKind = Node extends infer N ? (N extends Record<infer K, unknown> ? K : never) : never;
export type NodeOf<K extends NodeKind> = Extract<Node, Record<K, unknown>>[K];

export function nodeKind(node: Node): string {
  return Object.keys(node)[0] ?? 'unknown';
}

/** Returns the inner node when `node` is of the given kind. */
export function nodeAs<K extends NodeKind>(node: Node | undefined, kind: K): NodeOf<K> | undefined {
  if (node !== undefined && kind in node) return (node as unknown as Record<K, NodeOf<K>>)[kind];
  return undefined;
}

/** Reads a list of `String` nodes (qualified names, operator names). */
export function stringList(nodes: Node[] | undefined): string[] {
  return (nodes ?? []).map((node) => nodeAs(node, 'String')?.sval ?? '');
}

/** The operator name of an expression such as `OPERATOR(pg_catalog.=)`, without its schema. */
export function operatorName(nodes: Node[] | undefined): string {
  const names = stringList(nodes);
  return names[names.length - 1] ?? '';
}

/** A readable name for a node kind in error messages: `CaseExpr` becomes `CASE expressions`. */
export function describeNode(node: Node): string {
  const kind = nodeKind(node);
  return NODE_DESCRIPTIONS[kind] ?? `${kind} expressions`;
}

const NODE_DESCRIPTIONS: Record<string, string> = {
  A_Const: 'Constant values',
  A_Expr: 'Operator expressions',
  A_ArrayExpr: 'ARRAY constructors',
  A_Indirection: 'Array subscripts and field selections',
  BoolExpr: 'Boolean expressions',
  CaseExpr: 'CASE expressions',
  CoalesceExpr: 'COALESCE',
  ColumnRef: 'Column references',
  FuncCall: 'Function calls',
  MinMaxExpr: 'GREATEST and LEAST',
  NullTest: 'IS NULL tests',
  ParamRef: 'Query parameters ($1)',
  RowExpr: 'Row constructors',
  SQLValueFunction: 'SQL value functions such as CURRENT_DATE',
  SubLink: 'Subqueries',
  TypeCast: 'Type casts',
  CollateClause: 'COLLATE clauses',
  XmlExpr: 'XML expressions',
  GroupingFunc: 'GROUPING()',
  SetToDefault: 'DEFAULT',
};
