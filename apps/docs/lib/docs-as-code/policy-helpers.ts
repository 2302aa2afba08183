import type { PGlite } from '@electric-sql/pglite';
import { type Actor, actAs, actAsOwner } from './platform-db';

/*
 * Small steps for policy tests: each runs one statement as one actor, the way the REST or storage API would
 * for that request, and reports what the reader would observe (rows seen, rows changed, or refused).
 */

export type WriteOutcome = { ok: true; rows: number } | { ok: false; error: string };

export async function rowsSeen<T>(
  db: PGlite,
  actor: Actor,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  await actAs(db, actor);
  try {
    return (await db.query<T>(sql, params)).rows;
  } finally {
    await actAsOwner(db);
  }
}

export async function write(
  db: PGlite,
  actor: Actor,
  sql: string,
  params: unknown[] = [],
): Promise<WriteOutcome> {
  await actAs(db, actor);
  try {
    const result = await db.query(sql, params);
    return { ok: true, rows: result.affectedRows ?? 0 };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    await actAsOwner(db);
  }
}

/** An upload as the storage API records it: a row in storage.objects, owned by the uploader. */
export function upload(db: PGlite, actor: Actor, bucket: string, name: string): Promise<WriteOutcome> {
  return write(db, actor, 'insert into storage.objects (bucket_id, name) values ($1, $2)', [bucket, name]);
}

/** Replacing a file's content is an update of its row (the API rewrites the metadata). */
export function replace(db: PGlite, actor: Actor, bucket: string, name: string): Promise<WriteOutcome> {
  return write(
    db,
    actor,
    `update storage.objects set metadata = jsonb_build_object('replaced', now()), updated_at = now()
     where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
}

/**
 * Restrictive policies that can never take effect: Postgres allows a row only when some permissive policy
 * does, so a restrictive policy with no permissive policy for the same table, command (or `all`) and role
 * grants nothing and narrows nothing. Returns "schema.table: policy (command)" for each.
 */
export async function restrictiveWithoutPermissive(db: PGlite): Promise<string[]> {
  const { rows } = await db.query<{ found: string }>(
    `select r.schemaname || '.' || r.tablename || ': ' || r.policyname || ' (' || lower(r.cmd) || ')' as found
     from pg_policies r
     where r.permissive = 'RESTRICTIVE'
       and not exists (
         select 1 from pg_policies p
         where p.permissive = 'PERMISSIVE'
           and p.schemaname = r.schemaname and p.tablename = r.tablename
           and (p.cmd = r.cmd or p.cmd = 'ALL' or r.cmd = 'ALL')
           and (p.roles && r.roles or 'public' = any(p.roles)))
     order by 1`,
  );
  return rows.map((row) => row.found);
}
