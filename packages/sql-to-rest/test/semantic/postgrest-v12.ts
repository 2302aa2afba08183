/**
 * A small evaluator of the translator's request model that builds the SQL PostgREST v12 would run for a
 * GET on a table, following PostgREST's documented behaviour and the shape of its query builder
 * (QueryBuilder.hs / SqlFragment.hs, v12.2):
 *
 * Modelled
 * - one LATERAL subquery per embedded resource, correlated on the foreign key of the fixture's
 *   relationship list; `INNER JOIN LATERAL` for `!inner`, `LEFT JOIN LATERAL … ON TRUE` otherwise;
 * - to-one embeds as `row_to_json(alias.*)`, to-many embeds as `json_agg` (with `IS NOT NULL` for
 *   `!inner`), empty embeds selecting nothing (but still joined);
 * - spreads (`...rel(cols)`) as columns read through the LATERAL alias, nested spreads lifted up, and
 *   aggregates inside a spread applied at the parent level (as v12's `pgFmtSpreadSelectItem` does); an
 *   empty spread as the empty select item v12 writes for it (a syntax error beside any other item);
 * - aggregates inside a nested embed, computed per parent row in the embed's subquery;
 * - aggregates `col.fn()`, input casts `col::t.fn()`, output casts `col.fn()::t`, `count()`;
 * - v12's automatic GROUP BY: every non-aggregated select item, every (even empty) nested embed by its
 *   name, every non-aggregated spread column — so the v12 failure of an empty embed next to an
 *   aggregate is reproduced, not hidden;
 * - filters on the request's table and on embedded tables (applied inside the embed's subquery), OR/AND
 *   trees, `not.`, the operators the case table uses, null filters on embeds (`rel=is.null` as
 *   `alias IS NOT DISTINCT FROM NULL`); values are sent as untyped literals, as PostgREST sends them;
 * - `order` on the request's table and on to-one embeds, `limit`/`offset`;
 * - a filter on a resource that is not embedded, and a relationship the fixture does not have, are
 *   errors (PostgREST answers 400 for both).
 *
 * Not modelled: schemas other than the default one, computed relationships, many-to-many through
 * junction tables, hints (`!fk_name`), media types and response headers (counts, Content-Range), JSON
 * columns of type json (the fixture uses jsonb), domain representations, RPC and writes, ordering
 * inside embeds, the error codes PostgREST returns. Anything in a request outside this list throws, so
 * a test can never pass by silently ignoring part of a request.
 */
import type {
  ColumnFilter,
  ColumnRef,
  EmbedTarget,
  Filter,
  Literal,
  LogicalFilter,
  SelectStatement,
  Sort,
  Target,
} from '../../src/index.ts';

export type Relationship = {
  from: string;
  to: string;
  fromColumn: string;
  toColumn: string;
  toOne: boolean;
};

type PlanNode = {
  table: string;
  /** Alias of the table inside its own (sub)query. */
  alias: string;
  targets: Target[];
  filters: Filter[];
  /** Embedded resources by name, with the LATERAL alias the parent reads them through. */
  children: Map<string, { node: PlanNode; embed: EmbedTarget; lateral: string; relationship: Relationship }>;
  parent?: { node: PlanNode; relationship: Relationship };
};

/** A column a spread hands to its parent: how the parent reads it, and whether it aggregates it. */
type SpreadField = { name: string; target: Extract<Target, { type: 'column' | 'aggregate' }> };

export class PostgrestV12 {
  private counter = 0;

  constructor(private readonly relationships: Relationship[]) {}

  /** The SQL PostgREST v12 would run for the statement, returning one JSON object per row. */
  toSql(statement: SelectStatement): string {
    if (statement.from.schema) throw new Error('evaluator: schemas are not modelled');
    this.counter = 0;
    const root = this.plan(statement.from.name, statement.targets);
    this.placeFilters(root, statement.filter);
    const query = this.query(root, undefined, statement.order, statement.limit);
    return `SELECT to_jsonb(pgrst_row) AS row FROM (${query}) AS pgrst_row`;
  }

  private plan(table: string, targets: Target[], parent?: PlanNode['parent']): PlanNode {
    const node: PlanNode = { table, alias: `t${this.counter++}`, targets, filters: [], children: new Map() };
    if (parent) node.parent = parent;
    for (const target of targets) {
      if (target.type !== 'embed') continue;
      const relationship = this.relationships.find((r) => r.from === table && r.to === target.relation);
      if (!relationship)
        throw new Error(`evaluator: no relationship between ${table} and ${target.relation}`);
      if (target.spread && !relationship.toOne)
        throw new Error(`evaluator: v12 spreads to-one relationships only (${table} → ${target.relation})`);
      const child = this.plan(target.relation, target.targets, { node, relationship });
      node.children.set(target.relation, {
        node: child,
        embed: target,
        lateral: `${table}_${target.relation}_${this.counter++}`,
        relationship,
      });
    }
    return node;
  }

  private placeFilters(root: PlanNode, filter: Filter | undefined): void {
    if (!filter) return;
    const conjuncts = filter.type === 'and' ? filter.filters : [filter];
    for (const conjunct of conjuncts) {
      const path = filterPath(conjunct);
      let node = root;
      for (const name of path) {
        const child = node.children.get(name);
        if (!child) throw new Error(`evaluator: \`${name}\` is not an embedded resource in this request`);
        node = child.node;
      }
      node.filters.push(conjunct);
    }
  }

  /**
   * One (sub)query. In `spread` mode the node is read by its parent through a spread: aggregates are
   * applied by the parent, so the subquery selects their (cast) input columns by name and never groups.
   */
  private query(
    node: PlanNode,
    joinCondition: string | undefined,
    order: Sort[],
    limit?: SelectStatement['limit'],
    spread = false,
  ): string {
    const selects: string[] = [];
    const groups: string[] = [];
    let aggregated = false;
    const joins: string[] = [];
    for (const target of node.targets) {
      switch (target.type) {
        case 'star':
          selects.push(`"${node.alias}".*`);
          break;
        case 'column':
          selects.push(`${columnExpression(node.alias, target)} AS ${ident(outputName(target))}`);
          groups.push(target.alias ? ident(target.alias) : fieldExpression(node.alias, target.column));
          break;
        case 'aggregate':
          if (spread) {
            if (target.column) {
              const input = applyCast(fieldExpression(node.alias, target.column), target.inputCast);
              selects.push(`${input} AS ${ident(target.column.name)}`);
            }
            break;
          }
          aggregated = true;
          selects.push(`${aggregateExpression(node.alias, target)} AS ${ident(target.alias ?? target.fn)}`);
          break;
        case 'embed': {
          const child = node.children.get(target.relation);
          if (!child) throw new Error('evaluator: embed without a plan node');
          const condition = `"${child.node.alias}".${ident(child.relationship.toColumn)} = "${node.alias}".${ident(child.relationship.fromColumn)}`;
          const sub = this.query(child.node, condition, [], undefined, target.spread === true);
          const lateral = ident(child.lateral);
          const kind = target.join === 'inner' ? 'INNER' : 'LEFT';
          if (target.spread) {
            joins.push(`${kind} JOIN LATERAL (${sub}) AS ${lateral} ON TRUE`);
            const fields = spreadFields(child.node);
            // v12 lists an empty spread as an empty select item: `SELECT COUNT(*) AS "count", FROM …` is
            // invalid SQL next to any other item (QueryBuilder.getJoinSelects), and only valid alone.
            if (fields.length === 0) selects.push('');
            for (const field of fields) {
              if (field.target.type === 'aggregate' && spread) {
                // Lifted further up: pass the input column through.
                if (field.target.column)
                  selects.push(`${lateral}.${ident(field.name)} AS ${ident(field.name)}`);
              } else if (field.target.type === 'aggregate') {
                aggregated = true;
                const inner = field.target.column ? `${lateral}.${ident(field.name)}` : '*';
                selects.push(
                  `${applyCast(`${field.target.fn.toUpperCase()}(${inner})`, field.target.cast)} AS ${ident(field.target.alias ?? field.target.fn)}`,
                );
              } else {
                selects.push(`${lateral}.${ident(field.name)} AS ${ident(field.name)}`);
                groups.push(`${lateral}.${ident(field.name)}`);
              }
            }
          } else if (child.relationship.toOne) {
            joins.push(`${kind} JOIN LATERAL (${sub}) AS ${lateral} ON TRUE`);
            if (!isEmptyEmbed(target))
              selects.push(`row_to_json(${lateral}.*)::jsonb AS ${ident(target.relation)}`);
            groups.push(ident(target.relation));
          } else {
            const agg = `SELECT json_agg(${lateral})::jsonb AS ${lateral} FROM (${sub}) AS ${lateral}`;
            joins.push(
              `${kind} JOIN LATERAL (${agg}) AS ${lateral} ON ${kind === 'INNER' ? `${lateral} IS NOT NULL` : 'TRUE'}`,
            );
            if (!isEmptyEmbed(target))
              selects.push(`COALESCE(${lateral}.${lateral}, '[]') AS ${ident(target.relation)}`);
            groups.push(ident(target.relation));
          }
          break;
        }
      }
    }
    // Like v12: no select list and no embeds reads every column; embeds alone may select nothing at all.
    if (selects.length === 0 && node.targets.length === 0) selects.push(`"${node.alias}".*`);
    const where = node.filters.map((filter) => this.filter(node, filter));
    if (joinCondition) where.push(joinCondition);
    const parts = [`SELECT ${selects.join(', ')}`, `FROM ${ident(node.table)} AS "${node.alias}"`, ...joins];
    if (where.length > 0) parts.push(`WHERE ${where.join(' AND ')}`);
    if (aggregated && !spread && groups.length > 0) parts.push(`GROUP BY ${groups.join(', ')}`);
    if (order.length > 0)
      parts.push(`ORDER BY ${order.map((sort) => this.orderTerm(node, sort)).join(', ')}`);
    if (limit?.count !== undefined) parts.push(`LIMIT ${limit.count}`);
    if (limit?.offset !== undefined) parts.push(`OFFSET ${limit.offset}`);
    return parts.join(' ');
  }

  private orderTerm(node: PlanNode, sort: Sort): string {
    const [relation, ...rest] = sort.column.relation ?? [];
    let column: string;
    if (relation === undefined) column = fieldExpression(node.alias, sort.column);
    else {
      const child = node.children.get(relation);
      if (!child || rest.length > 0 || !child.relationship.toOne)
        throw new Error(`evaluator: ordering by \`${relation}\` needs a to-one embed of it`);
      column = fieldExpression(child.lateral, { ...sort.column, relation: [] });
    }
    const nulls = sort.nulls ? ` NULLS ${sort.nulls.toUpperCase()}` : '';
    return `${column} ${sort.direction.toUpperCase()}${nulls}`;
  }

  private filter(node: PlanNode, filter: Filter): string {
    if (isTree(filter)) {
      return `(${filter.filters.map((child) => this.filter(node, child)).join(filter.type === 'and' ? ' AND ' : ' OR ')})`;
    }
    if (filter.type === 'embed-null') {
      const name = filter.relation.at(-1) ?? '';
      const child = node.children.get(name);
      if (!child) throw new Error(`evaluator: null filter on \`${name}\`, which is not embedded`);
      return `${ident(child.lateral)} IS ${filter.negate ? '' : 'NOT '}DISTINCT FROM NULL`;
    }
    const condition = columnCondition(node.alias, filter);
    return filter.negate ? `NOT (${condition})` : condition;
  }
}

/** The embedding path a filter applies at: its column's table, or the parent of a null-filtered embed. */
function filterPath(filter: Filter): string[] {
  if (isTree(filter)) {
    const paths = new Set(filter.filters.map((child) => filterPath(child).join('.')));
    if (paths.size !== 1) throw new Error('evaluator: a logic tree spans several resources');
    return filterPath(filter.filters[0] as Filter);
  }
  if (filter.type === 'embed-null') return filter.relation.slice(0, -1);
  return filter.column.relation ?? [];
}

function isTree(filter: Filter): filter is LogicalFilter {
  return filter.type === 'and' || filter.type === 'or';
}

function isEmptyEmbed(embed: EmbedTarget): boolean {
  return embed.targets.every((target) => target.type === 'embed' && !target.spread && isEmptyEmbed(target));
}

/** The columns a spread contributes to its parent, including those of spreads nested inside it. */
function spreadFields(node: PlanNode): SpreadField[] {
  const fields: SpreadField[] = [];
  for (const target of node.targets) {
    if (target.type === 'column') fields.push({ name: outputName(target), target });
    else if (target.type === 'aggregate') fields.push({ name: target.column?.name ?? '*', target });
    else if (target.type === 'embed' && target.spread) {
      const child = node.children.get(target.relation);
      if (child) fields.push(...spreadFields(child.node));
    } else throw new Error(`evaluator: ${target.type} inside a spread is not modelled`);
  }
  return fields;
}

function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** PostgREST names a JSON path after its last key. */
function outputName(target: Extract<Target, { type: 'column' }>): string {
  const last = target.column.jsonPath?.at(-1)?.key;
  return target.alias ?? (last !== undefined ? String(last) : target.column.name);
}

function fieldExpression(alias: string, column: ColumnRef): string {
  let text = `${ident(alias)}.${ident(column.name)}`;
  for (const step of column.jsonPath ?? []) {
    text += typeof step.key === 'number' ? `${step.arrow}${step.key}` : `${step.arrow}${literal(step.key)}`;
  }
  return text;
}

function applyCast(expression: string, cast: string | undefined): string {
  return cast ? `CAST(${expression} AS ${cast})` : expression;
}

function columnExpression(alias: string, target: Extract<Target, { type: 'column' }>): string {
  return applyCast(fieldExpression(alias, target.column), target.cast);
}

function aggregateExpression(alias: string, target: Extract<Target, { type: 'aggregate' }>): string {
  const input = target.column ? applyCast(fieldExpression(alias, target.column), target.inputCast) : '*';
  return applyCast(`${target.fn.toUpperCase()}(${input})`, target.cast);
}

/** An untyped literal, the way PostgREST binds filter values. */
function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

function literalText(value: Literal): string {
  switch (value.type) {
    case 'string':
    case 'number':
      return value.value;
    case 'boolean':
      return String(value.value);
    case 'json':
      return JSON.stringify(value.value);
    case 'array':
      return `{${value.items.map((item) => `"${literalText(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
    case 'null':
      throw new Error('evaluator: NULL values are sent with is.null');
  }
}

const OPERATORS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
  isdistinct: 'IS DISTINCT FROM',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxl: '&>',
  nxr: '&<',
  adj: '-|-',
};

function columnCondition(alias: string, filter: ColumnFilter): string {
  const field = fieldExpression(alias, filter.column);
  switch (filter.type) {
    case 'compare':
      return `${field} ${OPERATORS[filter.operator]} ${literal(literalText(filter.value))}`;
    case 'in':
      return `${field} = ANY (${literal(literalText({ type: 'array', items: filter.values }))})`;
    case 'quantified':
      return `${field} ${OPERATORS[filter.operator]} ${filter.quantifier.toUpperCase()}(${literal(literalText({ type: 'array', items: filter.values }))})`;
    case 'is':
      return `${field} IS ${filter.value.toUpperCase()}`;
    case 'fts': {
      const fn = {
        fts: 'to_tsquery',
        plfts: 'plainto_tsquery',
        phfts: 'phraseto_tsquery',
        wfts: 'websearch_to_tsquery',
      }[filter.variant];
      const config = filter.config ? `${literal(filter.config)}, ` : '';
      return `${field} @@ ${fn}(${config}${literal(filter.query)})`;
    }
  }
}
