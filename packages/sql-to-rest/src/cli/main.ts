import { isTranslatorError, type RenderError } from '../errors.ts';
import { formatCurl } from '../render/curl.ts';
import { type HttpRequest, renderHttp } from '../render/http.ts';
import { formatHttp } from '../render/raw-http.ts';
import { renderSupabaseJs } from '../render/supabase-js.ts';
import { buildUrl, parseBaseUrl } from '../render/url.ts';
import { translate } from '../translate.ts';
import { type CliOptions, parseArgs, USAGE, UsageError } from './args.ts';

export type Io = {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readStdin: () => Promise<string | undefined>;
};

/** Runs the CLI and returns its exit code: 0 success, 1 translation error, 2 usage error. */
export async function main(argv: string[], io: Io): Promise<number> {
  let options: CliOptions;
  try {
    options = parseArgs(argv);
    if (options.help) {
      io.stdout(`${USAGE}\n`);
      return 0;
    }
    parseBaseUrl(options.baseUrl);
  } catch (error) {
    const message =
      error instanceof UsageError ? error.message : `Invalid --base-url: ${options_baseUrl(argv)}`;
    io.stderr(`${message}\n\n${USAGE}\n`);
    return 2;
  }
  const sql = options.sql ?? (await io.readStdin());
  if (sql === undefined || sql.trim() === '') {
    io.stderr(`No SQL given.\n\n${USAGE}\n`);
    return 2;
  }
  return run(sql, options, io);
}

function options_baseUrl(argv: string[]): string {
  const index = argv.findIndex((arg) => arg === '--base-url' || arg.startsWith('--base-url='));
  const arg = argv[index] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (argv[index + 1] ?? '');
}

async function run(sql: string, options: CliOptions, io: Io): Promise<number> {
  let result: Awaited<ReturnType<typeof translate>>;
  try {
    result = await translate(sql);
  } catch (error) {
    if (!isTranslatorError(error)) throw error;
    if (options.format === 'json') {
      const body: Record<string, unknown> = {
        kind: error.kind,
        message: error.message,
        hint: error.hint ?? null,
      };
      if ('position' in error) body.position = error.position;
      io.stdout(`${JSON.stringify({ ok: false, error: body })}\n`);
    } else {
      io.stderr(`${error.kind} error: ${error.message}${error.hint ? `\nHint: ${error.hint}` : ''}\n`);
    }
    return 1;
  }
  const renderErrors: { http?: { message: string }; js?: { message: string } } = {};
  let request: HttpRequest | undefined;
  let js: string | undefined;
  try {
    request = renderHttp(result.statement);
  } catch (error) {
    renderErrors.http = { message: (error as RenderError).message };
  }
  try {
    js = renderSupabaseJs(result.statement).code;
  } catch (error) {
    renderErrors.js = { message: (error as RenderError).message };
  }
  const base = options.baseUrl;
  if (options.format === 'json') {
    const output = {
      ok: true,
      method: request?.method ?? null,
      path: request?.path ?? null,
      query: request?.query ?? null,
      headers: request?.headers ?? null,
      body: request?.body ?? null,
      url: request ? buildUrl(base, request) : null,
      curl: request ? formatCurl(base, request) : null,
      http: request ? formatHttp(base, request) : null,
      js: js ?? null,
      assumptions: result.assumptions,
      renderErrors,
    };
    io.stdout(`${JSON.stringify(output)}\n`);
    return 0;
  }
  const failure = options.format === 'js' ? renderErrors.js : renderErrors.http;
  if (failure) {
    io.stderr(`render error: ${failure.message}\n`);
    return 1;
  }
  const text =
    options.format === 'js'
      ? js
      : options.format === 'http'
        ? formatHttp(base, request as HttpRequest)
        : formatCurl(base, request as HttpRequest);
  io.stdout(`${text}\n`);
  for (const assumption of result.assumptions) io.stderr(`Assumption: ${assumption}\n`);
  return 0;
}
