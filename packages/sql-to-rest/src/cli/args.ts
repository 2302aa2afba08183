export type Format = 'json' | 'curl' | 'http' | 'js';

export type CliOptions = { format: Format; baseUrl: string; sql: string | undefined; help: boolean };

const DEFAULT_BASE_URL = 'http://localhost:54321/rest/v1';

export const USAGE = `Usage: sql-to-rest [--format json|curl|http|js] [--base-url URL] [SQL]

Translates one SQL statement into the equivalent PostgREST request.
SQL is read from the argument, or from standard input when no argument is given.

Options:
  --format    json (everything as one JSON object), curl (default), http (raw HTTP/1.1) or js (supabase-js)
  --base-url  API URL the request goes to (default ${DEFAULT_BASE_URL})
  -h, --help  show this help

Exit codes: 0 translated, 1 the SQL could not be translated, 2 usage error.`;

/**
 * A command line the CLI cannot run. `format` is the output format the rest of the command line asked for,
 * so the error itself can be printed in that format (a script that passed `--format json` reads JSON).
 */
export class UsageError extends Error {
  readonly kind = 'usage';
  readonly format: Format;

  constructor(message: string, format: Format = 'curl') {
    super(message);
    this.name = 'UsageError';
    this.format = format;
  }
}

const FORMATS = new Set<Format>(['json', 'curl', 'http', 'js']);

/**
 * Reads the command line. The whole line is read before the first problem is thrown, so the error carries the
 * format asked for anywhere on it (`--nope --format json` still answers in JSON).
 */
export function parseArgs(argv: string[]): CliOptions {
  const options: CliOptions = { format: 'curl', baseUrl: DEFAULT_BASE_URL, sql: undefined, help: false };
  const positional: string[] = [];
  const problems: string[] = [];
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
      if (value === undefined) problems.push(`${flag} needs a value`);
      else if (flag === '--format') {
        if (FORMATS.has(value as Format)) options.format = value as Format;
        else problems.push(`Unknown format "${value}": use json, curl, http or js`);
      } else {
        options.baseUrl = value;
      }
      continue;
    }
    if (arg.startsWith('-') && arg.length > 1 && !/^-\d/.test(arg)) {
      problems.push(`Unknown option ${arg}`);
      continue;
    }
    positional.push(arg);
  }
  const [problem] = problems;
  if (problem !== undefined) throw new UsageError(problem, options.format);
  if (positional.length > 0) options.sql = positional.join(' ');
  return options;
}
