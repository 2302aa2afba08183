// What the SQL-to-REST page benchmarks (scripts/bench-*.mjs) share: their command-line numbers and the
// check for a build.
import { OUT_DIR, requireExport } from '../build/out-files.mjs';

/**
 * The positive number after `flag` on the command line, or `fallback` when it is missing or not one.
 * @param {string} flag
 * @param {number} fallback
 */
export function readNumber(flag, fallback) {
  const index = process.argv.indexOf(flag);
  const value = index === -1 ? undefined : Number(process.argv[index + 1]);
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Exits with a clear line when there is no exported SQL-to-REST page to measure. */
export function requireBuiltPage() {
  return requireExport(OUT_DIR, 'guides/api/sql-to-rest/index.html');
}
