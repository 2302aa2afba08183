/*
 * Whether a SQL result and a PostgREST answer hold the same rows, for the translator's "Run both". PostgREST
 * nests a joined table's columns inside the row (`"authors": {"name": …}`) where SQL puts them beside the
 * others, so each row is compared by its values: the leaves of the JSON row, in any order, against the SQL
 * row's values. Rows are compared in order (the translated request keeps the query's `order by`).
 */

export type Leaf = string | null;

/** A number as PostgreSQL prints it in text (a `numeric` reaches JavaScript as such a string). */
const NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;
/** A date or timestamp as PostgreSQL prints it (`2024-05-01 10:00:00+00`) or in JSON (`2024-05-01T10:00:00+00:00`). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;

/**
 * A value as text, the same for a SQL value and for its JSON form: `5` and 5, `true` and true, `1.50` (numeric)
 * and 1.5, and a date or timestamp (a Date on the SQL side, a string in JSON) as its instant. JavaScript parses
 * a zone-less timestamp as local time on both sides alike, so `timestamp` columns match too; both sides keep
 * milliseconds only.
 */
function asText(value: unknown): Leaf {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return `time:${value.getTime()}`;
  if (typeof value === 'number' || typeof value === 'bigint') return `number:${value}`;
  if (typeof value === 'string') {
    if (NUMBER.test(value)) return `number:${Number(value)}`;
    const time = TIMESTAMP.test(value) ? new Date(value).getTime() : Number.NaN;
    if (!Number.isNaN(time)) return `time:${time}`;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The leaf values of a PostgREST row: nested objects (a to-one embed) are opened, arrays kept whole. */
export function jsonLeaves(row: unknown): Leaf[] {
  if (row === null || typeof row !== 'object' || Array.isArray(row)) return [asText(row)];
  return Object.values(row as Record<string, unknown>).flatMap((value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? jsonLeaves(value)
      : [asText(value)],
  );
}

const sorted = (leaves: Leaf[]) => leaves.map((leaf) => JSON.stringify(leaf)).sort();

/** Same number of rows, and each row the same values as the row in the same place. */
export function sameRows(sqlRows: readonly unknown[][], restRows: readonly unknown[]): boolean {
  if (sqlRows.length !== restRows.length) return false;
  return sqlRows.every((row, index) => {
    const a = sorted(row.map(asText));
    const b = sorted(jsonLeaves(restRows[index]));
    return a.length === b.length && a.every((leaf, at) => leaf === b[at]);
  });
}
