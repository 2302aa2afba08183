/** A refusal the stand-in answers itself, with PostgREST's status and `PGRST…` code. */
export class StandInError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 'PGRST100',
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }
}

/** PostgREST v12's HTTP status for a Postgres error code (its documented table, the codes the stand-in meets). */
export function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === 'P0001') return 400;
  return 400;
}
