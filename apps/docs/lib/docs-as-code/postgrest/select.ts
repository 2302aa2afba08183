import { StandInError } from './errors';
import {
  type ColumnPath,
  columnName,
  columnSql,
  condition,
  ident,
  logical,
  type Params,
  parseColumnPath,
  splitTopLevel,
} from './filters';
import { findRelationship, type SchemaCache } from './relations';

/*
 * PostgREST v12's `select` (columns, JSON paths, casts, aliases, aggregates, embedded resources with hints,
 * `!inner`/`!left`, spreads) and the query parameters that shape each level (`rel.col=op.value`,
 * `rel.order`, `rel.limit`, `rel.offset`, `rel.or`), built into one SQL query that returns the response rows.
 * Embeds are correlated subqueries aggregated with `json_agg` (to-many) or `row_to_json` (to-one), which
 * give the same JSON as PostgREST's lateral joins.
 */

const AGGREGATES = new Set(['sum', 'avg', 'count', 'max', 'min']);

type Field = {
  kind: 'field';
  alias?: string;
  column: ColumnPath | '*';
  cast?: string;
  aggregate?: string;
  aggregateCast?: string;
};

type Embed = {
  kind: 'embed';
  alias?: string;
  name: string;
  hint?: string;
  join?: 'inner' | 'left';
  spread: boolean;
  items: Item[];
};

type Item = Field | Embed;

const CAST = /^[a-z_][a-z0-9_ ]*(\[\])?$/;

function aliasOf(text: string): { alias?: string; rest: string } {
  const match = /^([a-zA-Z_][a-zA-Z0-9_]*):(?!:)(.*)$/.exec(text);
  return match ? { alias: match[1], rest: match[2] ?? '' } : { rest: text };
}

export function parseSelect(select: string | null): Item[] {
  if (!select) return [{ kind: 'field', column: '*' }];
  return splitTopLevel(select)
    .map((part) => part.trim())
    .filter(Boolean)
    .map(parseItem);
}

function parseItem(text: string): Item {
  if (text === '*') return { kind: 'field', column: '*' };
  const spread = text.startsWith('...');
  const { alias, rest } = aliasOf(spread ? text.slice(3) : text);
  const count = /^count\(\)(?:::([a-z_]+))?$/.exec(rest);
  if (count) return { kind: 'field', alias, column: '*', aggregate: 'count', aggregateCast: count[1] };
  const embed = /^([a-zA-Z_][a-zA-Z0-9_]*)((?:![a-zA-Z0-9_]+)*)\((.*)\)$/s.exec(rest);
  if (embed && embed[1] !== 'count') {
    const marks = (embed[2] ?? '').split('!').filter(Boolean);
    const join = marks.find((mark) => mark === 'inner' || mark === 'left') as Embed['join'];
    const hint = marks.find((mark) => mark !== 'inner' && mark !== 'left');
    return {
      kind: 'embed',
      alias,
      name: embed[1] ?? '',
      hint,
      join,
      spread,
      items: embed[3] ? parseSelect(embed[3]) : [],
    };
  }
  if (spread) throw new StandInError(400, `"${text}" is not a spread of an embedded resource`, 'PGRST100');
  const field = /^(.+?)(?:::([a-z_][a-z0-9_ ]*(?:\[\])?))?(?:\.([a-z]+)\(\))?(?:::([a-z_][a-z0-9_]*))?$/.exec(
    rest,
  );
  if (!field) throw new StandInError(400, `cannot read "${text}" in select`, 'PGRST100');
  const [, path = '', cast, aggregate, aggregateCast] = field;
  if (aggregate && !AGGREGATES.has(aggregate)) {
    throw new StandInError(400, `unknown aggregate "${aggregate}()"`, 'PGRST100');
  }
  if (cast && !CAST.test(cast)) throw new StandInError(400, `unsupported cast "${cast}"`);
  return { kind: 'field', alias, column: parseColumnPath(path), cast, aggregate, aggregateCast };
}

export function usesAggregates(items: Item[]): boolean {
  return items.some((item) => (item.kind === 'field' ? Boolean(item.aggregate) : usesAggregates(item.items)));
}

/** The request's query parameters that shape one level, keyed by the embed path (`''` for the top). */
export type LevelParams = {
  filters: [string, string][];
  order?: string;
  limit?: string;
  offset?: string;
};

const LEVEL_KEYS = new Set(['order', 'limit', 'offset']);

/** Groups filters and modifiers by level: `reviews.stars=gt.3` belongs to the `reviews` embed. */
export function paramsByLevel(query: [string, string][], ignored: Set<string>): Map<string, LevelParams> {
  const levels = new Map<string, LevelParams>();
  const level = (path: string) => {
    const found = levels.get(path) ?? { filters: [] };
    levels.set(path, found);
    return found;
  };
  for (const [name, value] of query) {
    if (ignored.has(name)) continue;
    // A JSON path's arrows never contain a dot, so the last dot outside them separates the embed path.
    const arrow = name.search(/->/);
    const head = arrow < 0 ? name : name.slice(0, arrow);
    const dot = head.lastIndexOf('.');
    const path = dot < 0 ? '' : head.slice(0, dot);
    const last = dot < 0 ? name : name.slice(dot + 1);
    if (LEVEL_KEYS.has(last)) level(path)[last as 'order' | 'limit' | 'offset'] = value;
    else level(path).filters.push([last, value]);
  }
  return levels;
}

export type ReadSource = {
  /** The relation's schema and name, for its relationships. */
  schema: string;
  table: string;
  /** What to read from: a table, a function call or a CTE. */
  from: string;
};

type BuildOptions = {
  cache: SchemaCache;
  params: Params;
  levels: Map<string, LevelParams>;
  aggregatesEnabled: boolean;
};

const number = (text: string) => {
  if (!/^\d+$/.test(text)) throw new StandInError(400, `"${text}" is not a number`, 'PGRST100');
  return text;
};

export class ReadBuilder {
  private counter = 0;

  constructor(private readonly options: BuildOptions) {}

  /** The query for the top level; `page` adds the order, limit and offset. */
  build(
    source: ReadSource,
    items: Item[],
    page: { limit?: string; offset?: string; order: boolean },
  ): string {
    if (!this.options.aggregatesEnabled && usesAggregates(items)) {
      throw new StandInError(400, 'Use of aggregate functions is not allowed', 'PGRST123');
    }
    this.checkFilteredEmbeds(items, '');
    return this.level(source, 't0', `${source.from} t0`, items, '', undefined, page);
  }

  private checkFilteredEmbeds(items: Item[], path: string) {
    const known = new Set([path]);
    const walk = (list: Item[], at: string) => {
      for (const item of list) {
        if (item.kind !== 'embed') continue;
        const name = at ? `${at}.${item.alias ?? item.name}` : (item.alias ?? item.name);
        known.add(name);
        walk(item.items, name);
      }
    };
    walk(items, path);
    for (const level of this.options.levels.keys()) {
      if (!known.has(level)) {
        throw new StandInError(
          400,
          `'${level}' is not an embedded resource in this request`,
          'PGRST108',
          null,
          `Verify that '${level}' is included in the 'select' query parameter.`,
        );
      }
    }
  }

  private level(
    source: ReadSource,
    alias: string,
    from: string,
    items: Item[],
    path: string,
    correlation: string | undefined,
    page: { limit?: string; offset?: string; order: boolean },
  ): string {
    const levelParams = this.options.levels.get(path) ?? { filters: [] };
    const columnOf = (name: string) => columnSql(alias, parseColumnPath(name));
    const where: string[] = correlation ? [correlation] : [];
    const embeds = new Map<string, Embed>();
    for (const item of items) if (item.kind === 'embed') embeds.set(item.alias ?? item.name, item);
    for (const [name, value] of levelParams.filters) {
      if (name === 'or' || name === 'and') where.push(logical(name, value, this.options.params, columnOf));
      else if (name === 'not.or' || name === 'not.and') {
        where.push(`not ${logical(name.slice(4) as 'or' | 'and', value, this.options.params, columnOf)}`);
      } else if (embeds.has(name)) {
        // `rel=is.null` / `rel=not.is.null` keep the rows without / with related rows.
        const exists = this.exists(source, alias, embeds.get(name) as Embed, path);
        if (value === 'is.null') where.push(`not ${exists}`);
        else if (value === 'not.is.null') where.push(exists);
        else
          throw new StandInError(400, `an embedded resource can only be filtered with is.null`, 'PGRST120');
      } else where.push(condition(columnOf(name), value, this.options.params));
    }
    for (const embed of embeds.values()) {
      if (embed.join === 'inner') where.push(this.exists(source, alias, embed, path));
    }
    const selected = items.flatMap((item) => this.itemSql(source, alias, item, path));
    const grouped = items.some((item) => item.kind === 'field' && item.aggregate);
    let groupBy = '';
    if (grouped) {
      if (items.some((item) => item.kind === 'embed' && !item.spread)) {
        throw new StandInError(400, 'the stand-in does not group by embedded resources');
      }
      const keys = items
        .filter((item): item is Field => item.kind === 'field' && !item.aggregate)
        .map((item) => this.fieldExpression(alias, item));
      if (keys.length > 0) groupBy = ` group by ${keys.join(', ')}`;
    }
    const order =
      page.order && levelParams.order ? this.orderSql(source, alias, levelParams.order, embeds) : '';
    const limit = page.limit ?? levelParams.limit;
    const offset = page.offset ?? levelParams.offset;
    return `select ${selected.join(', ') || 'null as "_"'} from ${from}${where.length ? ` where ${where.join(' and ')}` : ''}${groupBy}${order}${limit ? ` limit ${number(limit)}` : ''}${offset ? ` offset ${number(offset)}` : ''}`;
  }

  private fieldExpression(alias: string, field: Field): string {
    const base = field.column === '*' ? '*' : columnSql(alias, field.column);
    const cast = field.cast ? `(${base})::${field.cast}` : base;
    if (!field.aggregate) return cast;
    const aggregated = `${field.aggregate}(${cast})`;
    return field.aggregateCast ? `${aggregated}::${field.aggregateCast}` : aggregated;
  }

  private itemSql(source: ReadSource, alias: string, item: Item, path: string): string[] {
    if (item.kind === 'field') {
      if (item.column === '*' && !item.aggregate) return [`${alias}.*`];
      const name = item.alias ?? (item.aggregate ? item.aggregate : columnName(item.column as ColumnPath));
      return [`${this.fieldExpression(alias, item)} as ${ident(name)}`];
    }
    const name = item.alias ?? item.name;
    const childPath = path ? `${path}.${name}` : name;
    const relationship = findRelationship(
      this.options.cache,
      source.schema,
      source.table,
      item.name,
      item.hint,
    );
    const child = `t${++this.counter}`;
    const join = relationship.join(alias, child);
    const childSource = { schema: source.schema, table: item.name, from: join.from };
    if (item.spread) {
      if (!relationship.toOne) {
        throw new StandInError(
          400,
          `A spread operation on '${item.name}' is only possible on to-one relationships`,
          'PGRST119',
        );
      }
      return item.items.map((inner) => {
        if (inner.kind !== 'field' || inner.column === '*') {
          throw new StandInError(400, 'the stand-in spreads named columns only');
        }
        const columnAlias =
          inner.alias ?? (inner.aggregate ? inner.aggregate : columnName(inner.column as ColumnPath));
        const sql = this.level(
          childSource,
          child,
          join.from,
          [{ ...inner, alias: columnAlias }],
          childPath,
          join.where,
          {
            order: false,
          },
        );
        return `(${sql}) as ${ident(columnAlias)}`;
      });
    }
    const inner = this.level(childSource, child, join.from, item.items, childPath, join.where, {
      order: true,
    });
    const rows = `_r${this.counter}`;
    return relationship.toOne
      ? [`(select row_to_json(${rows}) from (${inner}) ${rows}) as ${ident(name)}`]
      : [`coalesce((select json_agg(${rows}) from (${inner}) ${rows}), '[]'::json) as ${ident(name)}`];
  }

  /** Whether the parent row has a related row that passes the embed's own filters. */
  private exists(source: ReadSource, alias: string, embed: Embed, path: string): string {
    const relationship = findRelationship(
      this.options.cache,
      source.schema,
      source.table,
      embed.name,
      embed.hint,
    );
    const child = `t${++this.counter}`;
    const join = relationship.join(alias, child);
    const name = embed.alias ?? embed.name;
    const childPath = path ? `${path}.${name}` : name;
    const childSource = { schema: source.schema, table: embed.name, from: join.from };
    const body = this.level(childSource, child, join.from, [], childPath, join.where, { order: false });
    return `exists (${body})`;
  }

  private orderSql(source: ReadSource, alias: string, order: string, embeds: Map<string, Embed>): string {
    const terms = splitTopLevel(order).map((term) => {
      const match = /^([^.(]+)(?:\(([^)]+)\))?((?:\.(?:asc|desc|nullsfirst|nullslast))*)$/.exec(term);
      if (!match) throw new StandInError(400, `cannot read order "${term}"`, 'PGRST100');
      const [, name = '', embedded, modifiers = ''] = match;
      let sql: string;
      if (embedded) {
        // Ordering by a to-one embed's column: `order=director(name).asc`.
        const embed = embeds.get(name);
        if (!embed) throw new StandInError(400, `'${name}' is not embedded`, 'PGRST108');
        const relationship = findRelationship(
          this.options.cache,
          source.schema,
          source.table,
          embed.name,
          embed.hint,
        );
        if (!relationship.toOne)
          throw new StandInError(400, `'${name}' is not a to-one relationship`, 'PGRST118');
        const child = `t${++this.counter}`;
        const join = relationship.join(alias, child);
        sql = `(select ${columnSql(child, parseColumnPath(embedded))} from ${join.from} where ${join.where})`;
      } else sql = columnSql(alias, parseColumnPath(name));
      for (const modifier of modifiers.split('.').filter(Boolean)) {
        sql +=
          modifier === 'nullsfirst'
            ? ' nulls first'
            : modifier === 'nullslast'
              ? ' nulls last'
              : ` ${modifier}`;
      }
      return sql;
    });
    return ` order by ${terms.join(', ')}`;
  }
}
