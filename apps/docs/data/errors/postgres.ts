import { explainedSqlStates } from './postgres-explained';
import { type ErrorEntry, errorSection } from './schema';
import { POSTGREST_STATUS_ORIGIN, restSqlStateStatus } from './source-statuses';
import { type SqlState, sqlStates } from './sqlstate-list';

/*
 * Every SQLSTATE of PostgreSQL's list (sqlstate-list.ts), with the common ones explained (postgres-explained.ts)
 * and given the status PostgREST answers them with (source-statuses.ts).
 * A code explained here but missing from PostgreSQL's list fails the build.
 */
function listedEntry(state: SqlState): ErrorEntry {
  return {
    code: state.code,
    title: state.condition,
    meaning: `${state.className.replace(/^Class [0-9A-Z]{2} - /, '')} (${state.kind}).`,
  };
}

const { states, version } = sqlStates();
const byCode = new Map(states.map((state) => [state.code, state]));
for (const entry of explainedSqlStates) {
  if (!byCode.has(entry.code))
    throw new Error(`SQLSTATE ${entry.code} is explained but not in PostgreSQL's list`);
}
const explained = new Map(explainedSqlStates.map((entry) => [entry.code, entry]));

/** The condition name and class of each code, for the page's "class" column. */
export const sqlStateDetails: ReadonlyMap<string, SqlState> = byCode;

export const postgresErrors = errorSection({
  id: 'postgres',
  title: 'Postgres (SQLSTATE)',
  intro:
    'Postgres names every error with a five-character SQLSTATE; the first two characters are its class. The REST API passes them through in `code`, psql prints them with `\\set VERBOSITY verbose`, and the logs show them as `SQLSTATE`. The most common ones are explained first, with the HTTP status the REST API answers when the database raises them (PostgREST’s rules, where a class of codes shares one); the full list of PostgreSQL follows, with each code’s condition name and class.',
  origin: {
    source: `PostgreSQL src/backend/utils/errcodes.txt, as packaged by pg-error-enum ${version}; statuses from ${POSTGREST_STATUS_ORIGIN}`,
    asOf: '2026-11-25',
  },
  entries: [
    ...explainedSqlStates.map((entry) => ({ ...entry, ...restSqlStateStatus(entry.code) })),
    ...states.filter((state) => !explained.has(state.code)).map(listedEntry),
  ],
});
