// `npm run seed -w services/platform-dev`: writes the seed data into the configured database (the PGlite
// folder, or DATABASE_URL), with the same flags as the server. Running it twice changes nothing.
import { ConfigError, parseArgs, USAGE } from '../config.ts';
import { DataDirBusyError, lockDataDir } from '../db/data-dir-lock.ts';
import { restrictDataDir } from '../db/data-modes.ts';
import { openDatabase } from '../db/open.ts';
import { seed } from './seed.ts';

async function run(): Promise<number> {
  const config = parseArgs(process.argv.slice(2), process.env);
  if (config === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const unlock =
    config.database.kind === 'pglite' && config.dataDir ? await lockDataDir(config.dataDir) : null;
  try {
    const db = await openDatabase(config.database);
    try {
      await seed(db);
      process.stdout.write(`seeded ${db.description}\n`);
    } finally {
      await db.close();
      // PGlite writes its files mode 666: the folder stays the owner's alone, as the server keeps it.
      if (config.dataDir && config.database.kind === 'pglite') await restrictDataDir(config.dataDir);
    }
  } finally {
    await unlock?.();
  }
  return 0;
}

run().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof DataDirBusyError;
    process.stderr.write(`platform-dev seed: ${error instanceof Error ? error.message : String(error)}\n`);
    if (error instanceof ConfigError) process.stderr.write(`${USAGE}\n`);
    process.exitCode = known ? 1 : 2;
  },
);
