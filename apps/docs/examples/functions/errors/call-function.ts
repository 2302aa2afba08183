import {
  FunctionsFetchError,
  FunctionsHttpError,
  FunctionsRelayError,
  type SupabaseClient,
} from '@supabase/supabase-js';

export type CallResult =
  | { kind: 'ok'; data: unknown }
  // The function (or the platform in front of it) answered with a status outside 2xx.
  | { kind: 'http-error'; status: number; platformCode: string | null; body: unknown }
  // The relay between you and the function failed; the function may not have run.
  | { kind: 'relay-error'; status: number }
  // No answer at all: offline, DNS, CORS refused, or the client's own timeout.
  | { kind: 'fetch-error'; reason: string };

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('Content-Type') ?? '';
  return type.includes('application/json') ? response.json() : response.text();
}

export async function callFunction(
  supabase: SupabaseClient,
  name: string,
  body: Record<string, unknown> | string,
  timeoutMs = 10_000,
): Promise<CallResult> {
  const { data, error } = await supabase.functions.invoke(name, { body, timeout: timeoutMs });
  if (!error) return { kind: 'ok', data };

  if (error instanceof FunctionsHttpError) {
    const response: Response = error.context;
    return {
      kind: 'http-error',
      status: response.status,
      platformCode: response.headers.get('sb-error-code'),
      body: await readBody(response),
    };
  }
  if (error instanceof FunctionsRelayError) {
    return { kind: 'relay-error', status: (error.context as Response).status };
  }
  if (error instanceof FunctionsFetchError) {
    const cause = error.context as { name?: string; message?: string } | undefined;
    return {
      kind: 'fetch-error',
      reason: cause?.name === 'AbortError' ? 'timeout' : (cause?.message ?? 'unknown'),
    };
  }
  throw error;
}
