/** Every text the in-page SQL runner shows. */
export const runSqlMessages = {
  run: 'Run',
  barHint: "In this page's own Postgres, in your browser (Ctrl/⌘+Enter in the code)",
  running: 'Running…',
  stop: 'Stop',
  reset: 'Reset database',
  restore: "Restore the page's SQL",
  editorLabel: 'SQL to run (edit it and run again)',
  shortcut: 'Ctrl+Enter or ⌘+Enter runs it.',
  runAs: 'Run as',
  roles: {
    postgres: 'postgres (the owner, as the SQL editor runs)',
    anon: 'anon (a visitor without a session)',
    authenticated: 'authenticated (a signed-in user)',
    service_role: 'service_role (bypasses row level security)',
  },
  userId: 'User id (auth.uid())',
  userIdHint: 'Pick a user from auth.users or type an id.',
  regionLabel: 'Result of the SQL above',
  tableCaption: (rows: number, total: number) =>
    total > rows
      ? `First ${rows} of ${total} rows (the result is cut at ${rows} rows)`
      : `${total} ${total === 1 ? 'row' : 'rows'}`,
  affected: (count: number) => `${count} ${count === 1 ? 'row' : 'rows'} affected.`,
  errorTitle: 'Postgres returned an error',
  sqlstate: 'SQLSTATE',
  sqlstateLink: (code: string) => `What ${code} means`,
  took: (ms: number) => `in ${ms} ms`,
  asRole: (role: string) => `as ${role}`,
  resetDone:
    'The page\'s database was reset to its setup. Your SQL above is kept; use "Restore the page\'s SQL" to bring back the block as written.',
  stopped: "Stopped. The database starts again from the page's setup on the next run.",
  startFailed: (message: string) => `The in-page database could not start: ${message}`,
  about:
    "Runs in your browser on this page's own Postgres (PGlite), set up as the docs' tests set it up. It is not your project's database.",
} as const;

/** The Errors reference's entry for a SQLSTATE (each code is an anchor there). */
export function sqlstateHref(code: string): string {
  return `/guides/troubleshooting/errors/#${encodeURIComponent(code)}`;
}
