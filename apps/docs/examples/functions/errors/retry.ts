import type { SupabaseClient } from '@supabase/supabase-js';
import { type CallResult, callFunction } from './call-function';

// Worth another try: the relay failed, the request never arrived, or the platform gave up waiting (504) or
// stopped the worker for a resource limit (546). A 4xx or the function's own 500 will fail the same way again.
function isTransient(result: CallResult): boolean {
  if (result.kind === 'relay-error' || result.kind === 'fetch-error') return true;
  return result.kind === 'http-error' && (result.status === 504 || result.status === 546);
}

/** Calls an idempotent function up to `attempts` times, waiting longer after each transient failure. */
export async function callWithRetry(
  supabase: SupabaseClient,
  name: string,
  body: Record<string, unknown> | string,
  attempts = 3,
): Promise<CallResult> {
  let result = await callFunction(supabase, name, body);
  for (let attempt = 1; attempt < attempts && isTransient(result); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
    result = await callFunction(supabase, name, body);
  }
  return result;
}
