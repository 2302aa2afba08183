import type { JsApi, JsApiMethod, JsApiSignature } from '@/data/js-reference';

/*
 * How a method is written for a reader: the call path it is reached by (`supabase.auth.mfa.challenge`) and its
 * signature lines, from the facts in data/js-reference/js-api.json.
 */

/** Where each surface is reached; builder methods are called on a query, channel methods on a channel. */
const CALL_PREFIX: Record<string, string> = {
  'supabase-js': '',
  SupabaseClient: 'supabase.',
  PostgrestQueryBuilder: "supabase.from('table').",
  PostgrestFilterBuilder: 'query.',
  PostgrestTransformBuilder: 'query.',
  PostgrestBuilder: 'query.',
  GoTrueClient: 'supabase.auth.',
  GoTrueMFAApi: 'supabase.auth.mfa.',
  GoTrueAdminApi: 'supabase.auth.admin.',
  GoTrueAdminMFAApi: 'supabase.auth.admin.mfa.',
  FunctionsClient: 'supabase.functions.',
  RealtimeChannel: 'channel.',
  StorageBucketApi: 'supabase.storage.',
  StorageClient: 'supabase.storage.',
  StorageFileApi: "supabase.storage.from('bucket').",
};

/** `supabase.auth.mfa.challenge` */
export function callPath(method: JsApiMethod): string {
  return `${CALL_PREFIX[method.surface] ?? ''}${method.name}`;
}

/** The short label of the menu and the page heading: `challenge()`, `mfa.challenge()`. */
export function methodLabel(method: JsApiMethod): string {
  const path = callPath(method)
    .replace(/^supabase\.(from\('table'\)\.)?/, '')
    .replace(/^query\./, '')
    .replace(/^storage\.from\('bucket'\)\./, 'storage.from().');
  return `${path}()`;
}

/** One overload as a line: `supabase.rpc(fn, args?, options?): PostgrestFilterBuilder<…>`, names only. */
export function signatureLine(method: JsApiMethod, signature: JsApiSignature): string {
  const params = signature.params
    .map((param) => `${param.rest ? '...' : ''}${param.name}${param.optional ? '?' : ''}`)
    .join(', ');
  const typeParams = signature.typeParams ? `<${signature.typeParams}>` : '';
  return `${callPath(method)}${typeParams}(${params}): ${signature.returns}`;
}

/** The distinct parameter lists of a method's overloads, for the parameters table (identical ones once). */
export function distinctSignatures(method: JsApiMethod): JsApiSignature[] {
  const seen = new Set<string>();
  return method.signatures.filter((signature) => {
    const key = JSON.stringify(signature.params);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The installed packages, for the version line at the top of the page. */
export function packageVersions(api: JsApi): string {
  return Object.entries(api.packages)
    .filter(([name]) => name !== '@supabase/supabase-js')
    .map(([name, version]) => `${name} ${version}`)
    .join(', ');
}
