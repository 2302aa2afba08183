// Command-line numbers for the bench scripts: `--runs 5` and the like.

/** The positive number after `flag` on the command line, or `fallback` when it is missing or not one. */
export function readNumber(flag, fallback) {
  const index = process.argv.indexOf(flag);
  const value = index === -1 ? undefined : Number(process.argv[index + 1]);
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}
