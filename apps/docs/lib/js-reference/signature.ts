import type { JsApi, JsApiMethod, JsApiSignature, JsEntry } from '@/data/js-reference';
import { layoutType, SIGNATURE_WIDTH, typeParameterDeclarations, typeParameterNames } from './type-layout';

/*
 * How a method is written for a reader: the call path it is reached by (`supabase.auth.mfa.challenge`), its
 * title and menu label, and its signature, from the facts in data/js-reference/js-api.json.
 */

/** What tells an entry from another method of the same name (data/js-reference: `qualifier`). */
type Qualified = Pick<JsEntry, 'qualifier'> | undefined;

const qualified = (text: string, entry: Qualified) =>
  entry?.qualifier ? `${text} ${entry.qualifier}` : text;

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

/**
 * The title of a method's section, crawler page and Markdown heading: `supabase.auth.mfa.challenge()`, and
 * `query.select() after a write` where the entry has a qualifier.
 */
export function methodTitle(method: JsApiMethod, entry: Qualified): string {
  return qualified(`${callPath(method)}()`, entry);
}

/** The short label of the menu: `auth.mfa.challenge()`, `select() after a write`. */
export function methodLabel(method: JsApiMethod, entry: Qualified): string {
  const path = callPath(method)
    .replace(/^supabase\.(from\('table'\)\.)?/, '')
    .replace(/^query\./, '')
    .replace(/^storage\.from\('bucket'\)\./, 'storage.from().');
  return qualified(`${path}()`, entry);
}

/**
 * One overload as one line: `supabase.rpc(fn, args?, options?): PostgrestFilterBuilder<…>`, names only; the
 * docs MCP server's data keeps this form.
 */
export function signatureLine(method: JsApiMethod, signature: JsApiSignature): string {
  const params = signature.params
    .map((param) => `${param.rest ? '...' : ''}${param.name}${param.optional ? '?' : ''}`)
    .join(', ');
  const typeParams = signature.typeParams ? `<${signature.typeParams}>` : '';
  return `${callPath(method)}${typeParams}(${params}): ${signature.returns}`;
}

/**
 * A type parameter list stays whole in the call's head while the head is short; a longer one is named there
 * and declared after the call.
 */
const INLINE_HEAD = 60;

/**
 * One overload as a reader reads it: the whole call on one line when it fits in SIGNATURE_WIDTH; otherwise one
 * parameter a line with its type, and the return type on the closing line, long types broken at their outer
 * structure (lib/js-reference/type-layout). A long type parameter list is named in the head and declared in
 * comment lines after the call. Every name, `?`, `...` and type of the declaration is kept.
 */
export function signatureText(method: JsApiMethod, signature: JsApiSignature): string {
  const { typeParams, returns } = signature;
  const inline = `${callPath(method)}<${typeParams}>(`.length <= INLINE_HEAD;
  const typeList = typeParams ? `<${inline ? typeParams : typeParameterNames(typeParams).join(', ')}>` : '';
  const head = `${callPath(method)}${typeList}`;
  const params = signature.params.map((param) => ({
    lead: `${param.rest ? '...' : ''}${param.name}${param.optional ? '?' : ''}: `,
    type: param.type,
  }));
  const flat = `${head}(${params.map((param) => `${param.lead}${param.type}`).join(', ')}): ${returns}`;
  const lines =
    flat.length <= SIGNATURE_WIDTH
      ? [flat]
      : params.length === 0
        ? layoutType(returns, '', `${head}(): `)
        : [
            `${head}(`,
            ...params.flatMap((param) => {
              const laidOut = layoutType(param.type, '  ', param.lead);
              return [...laidOut.slice(0, -1), `${laidOut.at(-1)},`];
            }),
            ...layoutType(returns, '', '): '),
          ];
  if (typeParams && !inline) {
    lines.push(
      '// Type parameters:',
      ...typeParameterDeclarations(typeParams).flatMap((declaration) => layoutType(declaration, '//   ')),
    );
  }
  return lines.join('\n');
}

/** Every overload of a method, a blank line between two that take more than a line. */
export function signatureBlock(method: JsApiMethod): string {
  const texts = method.signatures.map((signature) => signatureText(method, signature));
  const separator = texts.some((text) => text.includes('\n')) ? '\n\n' : '\n';
  return texts.join(separator);
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
