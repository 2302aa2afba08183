import type { PGlite } from '@electric-sql/pglite';
import { StandInError } from './errors';
import { ident } from './filters';

/*
 * The stand-in's schema cache: foreign keys, primary keys and unique column sets read from pg_catalog, and
 * PostgREST v12's rules for finding the relationship an embed names (many-to-one, one-to-many, one-to-one,
 * many-to-many through a junction table whose two foreign keys are part of its primary key), narrowed by a
 * hint (a constraint name, a foreign-key column, or the junction table).
 */

type ForeignKey = {
  name: string;
  schema: string;
  table: string;
  columns: string[];
  targetSchema: string;
  targetTable: string;
  targetColumns: string[];
};

export type Relationship = {
  /** How the embedded rows (alias `child`) relate to the parent's (alias `parent`), as SQL. */
  join: (parent: string, child: string) => { from: string; where: string };
  toOne: boolean;
  /** How PostgREST names it in an ambiguity error's hint. */
  hintName: string;
  description: string;
};

export type SchemaCache = {
  foreignKeys: ForeignKey[];
  primaryKeys: Map<string, string[]>;
  uniques: Map<string, string[][]>;
};

const key = (schema: string, table: string) => `${schema}.${table}`;

export async function loadSchemaCache(db: PGlite): Promise<SchemaCache> {
  const keys = await db.query<{
    name: string;
    type: string;
    schema: string;
    table: string;
    columns: string[];
    target_schema: string | null;
    target_table: string | null;
    target_columns: string[] | null;
  }>(`
    select c.conname as name, c.contype as type, n.nspname as schema, t.relname as "table",
      array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns,
      tn.nspname as target_schema, tt.relname as target_table,
      case when c.contype = 'f' then array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i)
        join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) end as target_columns
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    join pg_namespace n on n.oid = t.relnamespace
    left join pg_class tt on tt.oid = c.confrelid
    left join pg_namespace tn on tn.oid = tt.relnamespace
    where c.contype in ('f', 'p', 'u') and n.nspname not in ('pg_catalog', 'information_schema')
    order by c.conname`);
  const cache: SchemaCache = { foreignKeys: [], primaryKeys: new Map(), uniques: new Map() };
  for (const row of keys.rows) {
    const at = key(row.schema, row.table);
    if (row.type === 'p') cache.primaryKeys.set(at, row.columns);
    if (row.type === 'p' || row.type === 'u')
      cache.uniques.set(at, [...(cache.uniques.get(at) ?? []), row.columns]);
    if (row.type === 'f') {
      cache.foreignKeys.push({
        name: row.name,
        schema: row.schema,
        table: row.table,
        columns: row.columns,
        targetSchema: row.target_schema ?? '',
        targetTable: row.target_table ?? '',
        targetColumns: row.target_columns ?? [],
      });
    }
  }
  return cache;
}

const equal = (left: string, leftColumns: string[], right: string, rightColumns: string[]) =>
  leftColumns.map(
    (column, index) => `${left}.${ident(column)} = ${right}.${ident(rightColumns[index] ?? '')}`,
  );

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((column) => b.includes(column));

function candidates(cache: SchemaCache, schema: string, parent: string, child: string) {
  const found: (Relationship & { hints: string[] })[] = [];
  const table = (name: string) => `${ident(schema)}.${ident(name)}`;
  for (const fk of cache.foreignKeys) {
    if (fk.schema !== schema || fk.targetSchema !== schema) continue;
    if (fk.table === parent && fk.targetTable === child) {
      found.push({
        join: (p, c) => ({
          from: `${table(child)} ${c}`,
          where: equal(c, fk.targetColumns, p, fk.columns).join(' and '),
        }),
        toOne: true,
        hintName: fk.name,
        description: `many-to-one using ${parent}(${fk.columns.join(', ')}) and ${child}(${fk.targetColumns.join(', ')})`,
        hints: [fk.name, ...fk.columns],
      });
    }
    if (fk.targetTable === parent && fk.table === child) {
      const unique = (cache.uniques.get(key(schema, child)) ?? []).some((set) => sameSet(set, fk.columns));
      found.push({
        join: (p, c) => ({
          from: `${table(child)} ${c}`,
          where: equal(c, fk.columns, p, fk.targetColumns).join(' and '),
        }),
        toOne: unique,
        hintName: fk.name,
        description: `${unique ? 'one-to-one' : 'one-to-many'} using ${parent}(${fk.targetColumns.join(', ')}) and ${child}(${fk.columns.join(', ')})`,
        hints: [fk.name, ...fk.columns],
      });
    }
  }
  // Many-to-many: a junction with a foreign key to each side, both inside its primary key.
  for (const toParent of cache.foreignKeys) {
    if (toParent.schema !== schema || toParent.targetTable !== parent) continue;
    const primary = cache.primaryKeys.get(key(schema, toParent.table)) ?? [];
    if (!toParent.columns.every((column) => primary.includes(column))) continue;
    for (const toChild of cache.foreignKeys) {
      if (toChild === toParent || toChild.table !== toParent.table || toChild.targetTable !== child) continue;
      if (!toChild.columns.every((column) => primary.includes(column))) continue;
      const junction = toParent.table;
      found.push({
        join: (p, c) => ({
          from: `${table(child)} ${c} join ${table(junction)} ${c}_j on ${equal(`${c}_j`, toChild.columns, c, toChild.targetColumns).join(' and ')}`,
          where: equal(`${c}_j`, toParent.columns, p, toParent.targetColumns).join(' and '),
        }),
        toOne: false,
        hintName: junction,
        description: `many-to-many using ${junction}`,
        hints: [junction],
      });
    }
  }
  return found;
}

/** The one relationship `parent` → `child` (narrowed by `hint`), or PostgREST's PGRST200/PGRST201 error. */
export function findRelationship(
  cache: SchemaCache,
  schema: string,
  parent: string,
  child: string,
  hint: string | undefined,
): Relationship {
  const all = candidates(cache, schema, parent, child);
  const matching = hint ? all.filter((candidate) => candidate.hints.includes(hint)) : all;
  if (matching.length === 0) {
    throw new StandInError(
      400,
      `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
      'PGRST200',
      `Searched for a foreign key relationship between '${parent}' and '${child}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${schema}', but no matches were found.`,
    );
  }
  if (matching.length > 1) {
    throw new StandInError(
      300,
      `Could not embed because more than one relationship was found for '${parent}' and '${child}'`,
      'PGRST201',
      matching.map((candidate) => candidate.description).join('; '),
      `Try changing '${child}' to one of the following: ${matching.map((candidate) => `'${child}!${candidate.hintName}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }
  return matching[0] as Relationship;
}
