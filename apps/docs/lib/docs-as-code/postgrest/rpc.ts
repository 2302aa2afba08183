import type { PGlite } from '@electric-sql/pglite';
import { StandInError } from './errors';
import { ident, type Params } from './filters';

/*
 * `/rpc/<function>` as PostgREST v12 calls it: arguments by name, from the query string (GET) or the JSON
 * body (POST), each cast to its parameter's type; with `Prefer: params=single-object` the whole body is the
 * one json/jsonb argument. A function that returns rows can be read like a table (select, filters, order).
 */

export type FunctionInfo = {
  volatile: boolean;
  returnsSet: boolean;
  /** The table or view whose rows it returns, for embedding; null for a scalar. */
  rowType: string | null;
  /** Whether it returns rows with columns (a table type or `returns table (…)`). */
  returnsRows: boolean;
  args: { name: string; type: string }[];
};

export async function functionInfo(db: PGlite, schema: string, name: string): Promise<FunctionInfo> {
  const result = await db.query<{
    volatile: boolean;
    returns_set: boolean;
    row_type: string | null;
    returns_rows: boolean;
    arg_names: string[] | null;
    arg_types: string[];
  }>(
    `select p.provolatile = 'v' as volatile, p.proretset as returns_set,
       (select c.relname::text from pg_class c where c.oid = t.typrelid and c.relkind in ('r', 'v', 'p')) as row_type,
       (t.typtype = 'c' or t.oid = 'record'::regtype) as returns_rows,
       p.proargnames::text[] as arg_names,
       array(select format_type(a, null) from unnest(p.proargtypes) a) as arg_types
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
     where n.nspname = $1 and p.proname = $2`,
    [schema, name],
  );
  const row = result.rows[0];
  if (!row || result.rows.length > 1) {
    throw new StandInError(
      row ? 300 : 404,
      row
        ? `Could not choose the best candidate function between several ${schema}.${name} functions`
        : `Could not find the function ${schema}.${name} in the schema cache`,
      row ? 'PGRST203' : 'PGRST202',
    );
  }
  return {
    volatile: row.volatile,
    returnsSet: row.returns_set,
    rowType: row.row_type,
    returnsRows: row.returns_rows,
    args: row.arg_types.map((type, index) => ({ name: row.arg_names?.[index] ?? '', type })),
  };
}

/** The call `schema.fn(a => $1::int, …)` for the request's arguments. */
export function callSql(
  schema: string,
  name: string,
  info: FunctionInfo,
  args: Record<string, unknown>,
  singleObject: boolean,
  params: Params,
): string {
  const fn = `${ident(schema)}.${ident(name)}`;
  if (singleObject) {
    const only = info.args[0];
    if (info.args.length !== 1 || !only || !/^jsonb?$/.test(only.type)) {
      throw new StandInError(
        404,
        `Could not find the function ${schema}.${name} with a single json argument`,
        'PGRST202',
      );
    }
    return `${fn}(${params.add(JSON.stringify(args))}::${only.type})`;
  }
  const named = Object.entries(args).map(([argument, value]) => {
    const parameter = info.args.find((arg) => arg.name === argument);
    if (!parameter) {
      throw new StandInError(
        404,
        `Could not find the function ${schema}.${name}(${Object.keys(args).join(', ')}) in the schema cache`,
        'PGRST202',
      );
    }
    const text =
      typeof value === 'string'
        ? value
        : Array.isArray(value) && parameter.type.endsWith('[]') && !/json/.test(parameter.type)
          ? `{${value.map((item) => JSON.stringify(item)).join(',')}}`
          : JSON.stringify(value);
    return `${ident(argument)} => ${params.add(text)}::${parameter.type}`;
  });
  return `${fn}(${named.join(', ')})`;
}
