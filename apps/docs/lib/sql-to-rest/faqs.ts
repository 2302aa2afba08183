import type { Filter, HttpRequest, Limit, Statement, Target } from 'sql-to-rest';
import type { Language } from './widget-state';

/** The FAQ entries, in the order the widget lists them. */
const FAQ_IDS = [
  'what-is-curl',
  'what-is-http',
  'what-is-supabase-js',
  'curl-get-data',
  'aliases',
  'lower-case-aliases',
  'and',
  'joins',
  'like-wildcard',
  'range',
] as const;

export type FaqId = (typeof FAQ_IDS)[number];

export type FaqContext = {
  language: Language;
  /** The last translated statement; absent until the first translation succeeds. */
  statement?: Statement;
  /** The HTTP request rendered from it, when that worked. */
  request?: HttpRequest;
};

/** Which FAQ entries apply to what the reader sees now; each has its condition below. */
export function applicableFaqs({ language, statement, request }: FaqContext): FaqId[] {
  const targets = statement ? targetsOf(statement) : [];
  const aliases = targets.flatMap((target) => ('alias' in target && target.alias ? [target.alias] : []));
  const filter = statement ? filterOf(statement) : undefined;
  const limit = statement ? limitOf(statement) : undefined;
  const conditions: Record<FaqId, boolean> = {
    'what-is-curl': language === 'curl',
    'what-is-http': language === 'http',
    'what-is-supabase-js': language === 'js',
    // `curl -G` with `-d` pairs: a GET whose parameters curl appends to the URL.
    'curl-get-data': language === 'curl' && request?.method === 'GET' && request.query.length > 0,
    aliases: aliases.length > 0,
    'lower-case-aliases': aliases.length > 0 && aliases.every((alias) => alias === alias.toLowerCase()),
    and: filter !== undefined && someFilter(filter, (node) => node.type === 'and'),
    joins: targets.some((target) => target.type === 'embed'),
    // The cURL and HTTP tabs both show the HTTP renderer's request.
    'like-wildcard': language !== 'js' && filter !== undefined && someFilter(filter, hasPercentPattern),
    range: language === 'js' && limit?.count !== undefined && limit.offset !== undefined,
  };
  return FAQ_IDS.filter((id) => conditions[id]);
}

/** Every target, including those nested inside embedded (joined) resources. */
function targetsOf(statement: Statement): Target[] {
  const top =
    statement.type === 'select'
      ? statement.targets
      : statement.type === 'rpc'
        ? (statement.targets ?? [])
        : (statement.returning ?? []);
  const all: Target[] = [];
  const visit = (list: Target[]) => {
    for (const target of list) {
      all.push(target);
      if (target.type === 'embed') visit(target.targets);
    }
  };
  visit(top);
  return all;
}

function filterOf(statement: Statement): Filter | undefined {
  return statement.type === 'insert' ? undefined : statement.filter;
}

function limitOf(statement: Statement): Limit | undefined {
  return statement.type === 'select' || statement.type === 'rpc' ? statement.limit : undefined;
}

function someFilter(filter: Filter, test: (node: Filter) => boolean): boolean {
  if (test(filter)) return true;
  return (
    (filter.type === 'and' || filter.type === 'or') && filter.filters.some((child) => someFilter(child, test))
  );
}

function hasPercentPattern(filter: Filter): boolean {
  const isPattern = (operator: string) => operator === 'like' || operator === 'ilike';
  if (filter.type === 'compare' && isPattern(filter.operator)) {
    return filter.value.type === 'string' && filter.value.value.includes('%');
  }
  if (filter.type === 'quantified' && isPattern(filter.operator)) {
    return filter.values.some((value) => value.type === 'string' && value.value.includes('%'));
  }
  return false;
}
