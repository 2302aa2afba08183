import { isTranslatorError, type RenderError } from '../errors.ts';
import { formatCurl } from '../render/curl.ts';
import { type HttpRequest, renderHttp } from '../render/http.ts';
import { formatHttp } from '../render/raw-http.ts';
import { renderSupabaseJs } from '../render/supabase-js.ts';
import { buildUrl, requireHttpBaseUrl } from '../render/url.ts';
import { translate } from '../translate.ts';
import { type CliOptions, type Format, parseArgs, USAGE, UsageError } from './args.ts';

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
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return usageError(io, error.format, error.message);
  }
  if (options.help) {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  try {
    requireHttpBaseUrl(options.baseUrl);
  } catch (error) {
    const hint = isTranslatorError(error) ? error.hint : undefined;
    return usageError(io, options.format, `Invalid --base-url "${options.baseUrl}"`, hint);
  }
  const sql = options.sql ?? (await io.readStdin());
  if (sql === undefined || sql.trim() === '') {
    return usageError(io, options.format, 'No SQL given: pass it as an argument or on standard input');
  }
  return run(sql, options, io);
}

const HELP_HINT = 'Run sql-to-rest --help to see the options.';

/**
 * A command line the CLI cannot run: exit code 2, the message on standard error with the usage text, or,
 * when JSON was asked for, one JSON object on standard output shaped like a translation error.
 */
function usageError(io: Io, format: Format, message: string, hint?: string): number {
  if (format === 'json') {
    const error = { kind: 'usage', message, hint: hint ? `${hint} ${HELP_HINT}` : HELP_HINT };
    io.stdout(`${JSON.stringify({ ok: false, error })}\n`);
  } else {
    io.stderr(`${message}${hint ? `\nHint: ${hint}` : ''}\n\n${USAGE}\n`);
  }
  return 2;
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
