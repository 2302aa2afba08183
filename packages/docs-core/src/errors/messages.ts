/** Where the box is: linked from the 404 page and the search dialog's empty state. */
export const PASTE_ERROR_HREF = '/guides/troubleshooting/errors/#paste-an-error';

/** What a reader without JavaScript is told is missing: its own export, as every guide's bundle carries it. */
export const PASTE_ERROR_NO_SCRIPT = 'The “Paste an error” box';

/** Every text the "Paste an error" widget shows, in one place (the page's no-script sentence included). */
export const PASTE_ERROR_MESSAGES = {
  label: 'Paste an error',
  hint: 'A JSON body, a supabase-js error, an AuthApiError line, psql or log output, CLI output or a stack trace. It is read in your browser; nothing is sent.',
  placeholder: '{"code":"PGRST116","message":"JSON object requested, multiple (or no) rows returned"}',
  results: 'Matching errors',
  empty: 'No known error code or message found',
  emptyHint: 'Try the site search with a few words of the message:',
  search: 'Search the docs',
  viaMessage: 'matched by its message',
  /** Before the entry's HTTP status in a result: "HTTP status 406", as the entry itself writes it. */
  status: 'HTTP status',
  /** Before the entry's fix in a result. */
  fix: 'Fix:',
  /** The link at the end of a result, to the whole entry on the page. */
  openEntry: (code: string) => `Read the whole ${code} entry`,
  noScript: PASTE_ERROR_NO_SCRIPT,
} as const;

export const SOURCE_LABELS: Record<string, string> = {
  postgrest: 'PostgREST',
  postgres: 'Postgres',
  auth: 'Auth',
  storage: 'Storage',
  realtime: 'Realtime',
  functions: 'Edge Functions',
  cli: 'CLI',
};

/** The first line of a paste that is worth searching for, cut to a query's length. */
export function searchQueryOf(paste: string): string {
  const line = paste
    .split('\n')
    .map((part) => part.trim())
    .find((part) => part.length > 0);
  return (line ?? '').slice(0, 80);
}
