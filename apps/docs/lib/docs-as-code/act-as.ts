import type { PGliteInterface } from '@electric-sql/pglite';

/*
 * Acting as a request's role, as the API does: shared by the tests (./platform-db.ts) and the reader's "Run" in
 * the page (lib/run-sql/sql-runner.worker.ts), so a policy run in the page sees what the tests prove.
 */

/** Who a request comes from: no token (`anon`), a signed-in user, or the service role key. */
export type Actor =
  | { role: 'anon' }
  | { role: 'authenticated'; id: string; email?: string; aal?: 'aal1' | 'aal2'; isAnonymous?: boolean }
  | { role: 'service_role' };

/**
 * Makes the following statements run as the API would run a request from `actor`: under that database role,
 * with its JWT claims in `request.jwt.claims`.
 */
export async function actAs(db: PGliteInterface, actor: Actor): Promise<void> {
  const claims =
    actor.role === 'authenticated'
      ? {
          role: actor.role,
          sub: actor.id,
          email: actor.email ?? null,
          aal: actor.aal ?? 'aal1',
          // Every user token carries the claim; only an anonymous sign-in sets it to true.
          is_anonymous: actor.isAnonymous ?? false,
        }
      : { role: actor.role };
  await db.exec('reset role');
  await db.query(`select set_config('request.jwt.claims', $1, false)`, [JSON.stringify(claims)]);
  // The role is one of three fixed names from the union above, never reader input.
  await db.exec(`set role ${actor.role}`);
}

/** Back to the database owner with no request claims, as a migration or the SQL editor runs. */
export async function actAsOwner(db: PGliteInterface): Promise<void> {
  await db.exec('reset role');
  await db.query(`select set_config('request.jwt.claims', '', false)`);
}
