// Vitest global setup: make sure the snapshot of a migrated PGlite database exists before the files start, so
// on a fresh clone one initdb runs here instead of one in each file that starts a new database meanwhile.
import { openDatabase } from '../../src/db/open.ts';
import { readSnapshot } from '../../src/db/pglite-snapshot.ts';

export default async function setup() {
  if (await readSnapshot()) return;
  // Opening an in-memory database without a snapshot runs initdb and writes one.
  const db = await openDatabase({ kind: 'memory' });
  await db.close();
}
