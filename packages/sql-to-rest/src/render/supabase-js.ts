import { RenderError, toTranslatorError } from '../errors.ts';
import type {
  ColumnFilter,
  CompareOperator,
  Filter,
  Limit,
  Literal,
  Resource,
  Sort,
  Statement,
  Target,
} from '../model.ts';
import { isEmbedNull, isLogical } from '../model.ts';
import { insertPayload } from './http.ts';
import { jsBlock, jsString, jsValue } from './js-literal.ts';
import { literalToJson } from './json-values.ts';
import {
  formatEmbedNullKey,
  formatFilterKey,
  formatLocalColumn,
  formatLogicItems,
  formatName,
  formatOperand,
  formatOperator,
  formatPattern,
  formatScalar,
  formatSelect,
  treeRelation,
} from './postgrest-syntax.ts';

export type SupabaseJsQuery = { code: string };

/** supabase-js filter methods for operators that take one value. */
const METHODS: Record<CompareOperator, string> = {
  eq: 'eq',
  neq: 'neq',
  gt: 'gt',
  gte: 'gte',
  lt: 'lt',
  lte: 'lte',
  like: 'like',
  ilike: 'ilike',
  match: 'regexMatch',
  imatch: 'regexIMatch',
  isdistinct: 'isDistinct',
  cs: 'contains',
  cd: 'containedBy',
  ov: 'overlaps',
  sl: 'rangeLt',
  sr: 'rangeGt',
  nxl: 'rangeGte',
  nxr: 'rangeLte',
  adj: 'rangeAdjacent',
};

const FTS_TYPES = { fts: undefined, plfts: 'plain', phfts: 'phrase', wfts: 'websearch' } as const;

/** Renders `const { data, error } = await supabase...` for the statement. */
export function renderSupabaseJs(statement: Statement): SupabaseJsQuery {
  try {
    const calls = buildCalls(statement);
    return { code: `const { data, error } = await supabase\n${calls.map((call) => `  ${call}`).join('\n')}` };
  } catch (error) {
    throw toTranslatorError(error, 'js');
  }
}

function buildCalls(statement: Statement): string[] {
  switch (statement.type) {
    case 'select':
      return [
        ...source(statement.from),
        `.select(${jsString(formatSelect(statement.targets, ', '))})`,
        ...filterCalls(statement.filter),
        ...orderCalls(statement.order),
        ...limitCalls(statement.limit),
      ];
    case 'rpc': {
      const args = Object.fromEntries(statement.args.map(([name, value]) => [name, literalToJson(value)]));
      const argText = statement.args.length > 0 ? `, ${jsValue(args)}` : '';
      return [
        ...schemaCall(statement.fn),
        `.rpc(${jsString(statement.fn.name)}${argText})`,
        ...(statement.targets ? [`.select(${jsString(formatSelect(statement.targets, ', '))})`] : []),
        ...filterCalls(statement.filter),
        ...orderCalls(statement.order),
        ...limitCalls(statement.limit),
      ];
    }
    case 'insert': {
      const { body, missingDefault } = insertPayload(statement);
      const options: string[] = [];
      const conflict = statement.onConflict;
      if (conflict && conflict.columns.length > 0)
        options.push(`onConflict: ${jsString(conflict.columns.join(','))}`);
      if (conflict?.action === 'ignore') options.push('ignoreDuplicates: true');
      if (missingDefault) options.push('defaultToNull: false');
      const optionText = options.length > 0 ? `, { ${options.join(', ')} }` : '';
      return [
        ...source(statement.into),
        `.${conflict ? 'upsert' : 'insert'}(${jsBlock(body, '  ')}${optionText})`,
        ...returningCalls(statement.returning),
      ];
    }
    case 'update': {
      const values = Object.fromEntries(statement.set.map(([name, value]) => [name, literalToJson(value)]));
      return [
        ...source(statement.table),
        `.update(${jsValue(values)})`,
        ...filterCalls(statement.filter),
        ...returningCalls(statement.returning),
      ];
    }
    case 'delete':
      return [
        ...source(statement.from),
        '.delete()',
        ...filterCalls(statement.filter),
        ...returningCalls(statement.returning),
      ];
  }
}

function schemaCall(resource: Resource): string[] {
  return resource.schema ? [`.schema(${jsString(resource.schema)})`] : [];
}

function source(resource: Resource): string[] {
  return [...schemaCall(resource), `.from(${jsString(resource.name)})`];
}

function returningCalls(returning: Target[] | undefined): string[] {
  if (!returning) return [];
  const select = formatSelect(returning, ', ');
  return [select === '*' ? '.select()' : `.select(${jsString(select)})`];
}

function filterCalls(filter: Filter | undefined): string[] {
  if (!filter) return [];
  const conjuncts = filter.type === 'and' ? filter.filters : [filter];
  return conjuncts.map((conjunct) => {
    if (isLogical(conjunct)) {
      // Top-level trees are always OR: the processor flattens nested ANDs into the conjunction.
      const relation = treeRelation(conjunct);
      const items = jsString(formatLogicItems(conjunct.filters));
      const method = conjunct.type === 'or' ? 'or' : 'and';
      if (method === 'and') throw new RenderError('supabase-js has no top-level and()', 'js');
      const options =
        relation.length > 0 ? `, { referencedTable: ${jsString(relation.map(formatName).join('.'))} }` : '';
      return `.${method}(${items}${options})`;
    }
    if (isEmbedNull(conjunct)) {
      const key = jsString(formatEmbedNullKey(conjunct));
      return conjunct.negate ? `.not(${key}, 'is', null)` : `.is(${key}, null)`;
    }
    return columnFilterCall(conjunct);
  });
}

function columnFilterCall(filter: ColumnFilter): string {
  const key = jsString(formatFilterKey(filter.column));
  if (filter.negate)
    return `.not(${key}, ${jsString(formatOperator({ ...filter, negate: false }))}, ${notValue(filter)})`;
  switch (filter.type) {
    case 'compare':
      return `.${METHODS[filter.operator]}(${key}, ${compareValue(filter.operator, filter.value)})`;
    case 'in': {
      const values = filter.values.map(literalToJson);
      const operand = formatOperand(filter, false);
      const wouldSend = `(${values.map((value) => (typeof value === 'string' && /[,()]/.test(value) ? `"${value}"` : String(value))).join(',')})`;
      if (wouldSend === operand) return `.in(${key}, ${jsValue(values)})`;
      return `.filter(${key}, 'in', ${jsString(operand)})`;
    }
    case 'quantified': {
      const method = { like: 'like', ilike: 'ilike' }[filter.operator as 'like' | 'ilike'];
      const patterns = filter.values.map((value) =>
        value.type === 'string' ? formatPattern(value.value) : undefined,
      );
      const simple = patterns.every((pattern) => pattern !== undefined);
      const operand = formatOperand(filter, false);
      if (method && simple && `{${patterns.join(',')}}` === operand) {
        const suffix = filter.quantifier === 'any' ? 'AnyOf' : 'AllOf';
        return `.${method}${suffix}(${key}, ${jsValue(patterns as string[])})`;
      }
      return `.filter(${key}, ${jsString(formatOperator(filter))}, ${jsString(operand)})`;
    }
    case 'is':
      if (filter.value === 'unknown') return `.filter(${key}, 'is', 'unknown')`;
      return `.is(${key}, ${filter.value})`;
    case 'fts': {
      const type = FTS_TYPES[filter.variant];
      const options = [
        type ? `type: ${jsString(type)}` : '',
        filter.config ? `config: ${jsString(filter.config)}` : '',
      ]
        .filter(Boolean)
        .join(', ');
      return `.textSearch(${key}, ${jsString(filter.query)}${options ? `, { ${options} }` : ''})`;
    }
  }
}

/** `.not()` passes its value through `${value}`, so the raw operand text is always right. */
function notValue(filter: ColumnFilter): string {
  if (filter.type === 'is') return filter.value === 'unknown' ? "'unknown'" : filter.value;
  if (filter.type === 'compare' && (filter.value.type === 'number' || filter.value.type === 'boolean')) {
    return scalarValue(filter.value);
  }
  return jsString(formatOperand(filter, false));
}

function compareValue(operator: CompareOperator, value: Literal): string {
  if (value.type === 'json' && (operator === 'cs' || operator === 'cd')) return jsValue(value.value);
  if (value.type === 'number' || value.type === 'boolean') return scalarValue(value);
  const text =
    (operator === 'like' || operator === 'ilike') && value.type === 'string'
      ? formatPattern(value.value)
      : formatScalar(value);
  return jsString(text);
}

/** A number stays a number only when JavaScript prints it back with the same digits. */
function scalarValue(value: Literal): string {
  if (value.type === 'number')
    return String(Number(value.value)) === value.value ? value.value : jsString(value.value);
  return formatScalar(value);
}

function orderCalls(order: Sort[]): string[] {
  return order.map((sort) => {
    const [relation] = sort.column.relation ?? [];
    const local = formatLocalColumn(sort.column);
    const column = relation ? `${formatName(relation)}(${local})` : local;
    const options: string[] = [];
    if (sort.direction === 'desc') options.push('ascending: false');
    if (sort.nulls) options.push(`nullsFirst: ${sort.nulls === 'first'}`);
    return `.order(${jsString(column)}${options.length > 0 ? `, { ${options.join(', ')} }` : ''})`;
  });
}

function limitCalls(limit: Limit | undefined): string[] {
  if (!limit) return [];
  if (limit.offset !== undefined) {
    if (limit.count === undefined) {
      throw new RenderError(
        'supabase-js cannot skip rows without a limit',
        'js',
        'Add a LIMIT: supabase-js expresses OFFSET only through range(from, to).',
      );
    }
    return [`.range(${limit.offset}, ${limit.offset + limit.count - 1})`];
  }
  return limit.count === undefined ? [] : [`.limit(${limit.count})`];
}
