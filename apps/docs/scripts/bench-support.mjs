// What the SQL-to-REST page benchmarks share: their command-line numbers and the check for a build.
import { stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const OUT = fileURLToPath(new URL('../out/', import.meta.url));

/** The positive number after `flag` on the command line, or `fallback` when it is missing or not one. */
export function readNumber(flag, fallback) {
  const index = process.argv.indexOf(flag);
  const value = index === -1 ? undefined : Number(process.argv[index + 1]);
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Exits with a clear line when there is no exported SQL-to-REST page to measure. */
export async function requireBuiltPage(bench) {
  const built = await stat(`${OUT}guides/api/sql-to-rest/index.html`).then(
    (info) => info.isFile(),
    () => false,
  );
  if (!built) {
    console.error(
      `${bench}: no exported SQL-to-REST page in out/; run \`npm run build -w apps/docs\` first.`,
    );
    process.exit(2);
  }
}
