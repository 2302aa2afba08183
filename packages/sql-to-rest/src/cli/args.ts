export type Format = 'json' | 'curl' | 'http' | 'js';

export type CliOptions = { format: Format; baseUrl: string; sql: string | undefined; help: boolean };

export const DEFAULT_BASE_URL = 'http://localhost:54321/rest/v1';

export const USAGE = `Usage: sql-to-rest [--format json|curl|http|js] [--base-url URL] [SQL]

Translates one SQL statement into the equivalent PostgREST request.
SQL is read from the argument, or from standard input when no argument is given.

Options:
  --format    json (everything as one JSON object), curl (default), http (raw HTTP/1.1) or js (supabase-js)
  --base-url  API URL the request goes to (default ${DEFAULT_BASE_URL})
  -h, --help  show this help

Exit codes: 0 translated, 1 the SQL could not be translated, 2 usage error.`;

export class UsageError extends Error {}

const FORMATS = new Set<Format>(['json', 'curl', 'http', 'js']);

export function parseArgs(argv: string[]): CliOptions {
  const options: CliOptions = { format: 'curl', baseUrl: DEFAULT_BASE_URL, sql: undefined, help: false };
  const positional: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--') {
      positional.push(...argv.slice(index + 1));
      break;
    }
    if (arg === '-h' || arg === '--help') {
      options.help = true;
      continue;
    }
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    if (flag === '--format' || flag === '--base-url') {
      const value = inline ?? argv[++index];
      if (value === undefined) throw new UsageError(`${flag} needs a value`);
      if (flag === '--format') {
        if (!FORMATS.has(value as Format))
          throw new UsageError(`Unknown format "${value}": use json, curl, http or js`);
        options.format = value as Format;
      } else {
        options.baseUrl = value;
      }
      continue;
    }
    if (arg.startsWith('-') && arg.length > 1 && !/^-\d/.test(arg))
      throw new UsageError(`Unknown option ${arg}`);
    positional.push(arg);
  }
  if (positional.length > 0) options.sql = positional.join(' ');
  return options;
}
