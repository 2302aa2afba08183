/*
 * A code exchange needs a client that ran the PKCE flow: supabase-js's `createClient` defaults to the implicit
 * flow (tokens in the URL fragment, no `code`), so sample code that calls `exchangeCodeForSession` must create
 * its client through `@supabase/ssr` (PKCE by default) or with `flowType: 'pkce'`.
 */

const EXCHANGE = /\bexchangeCodeForSession\s*\(/;
const SSR_IMPORT = /from\s+['"]@supabase\/ssr['"]/;
const PKCE_OPTION = /\bflowType\s*:\s*['"]pkce['"]/;
const IMPLICIT_OPTION = /\bflowType\s*:\s*['"]implicit['"]/;

export type PkceProblem = 'implicit client' | 'no PKCE client';

/** Why `code` cannot exchange a code, or null when it does not try or its client runs PKCE. */
export function pkceProblem(code: string): PkceProblem | null {
  if (!EXCHANGE.test(code)) return null;
  if (IMPLICIT_OPTION.test(code)) return 'implicit client';
  if (SSR_IMPORT.test(code) || PKCE_OPTION.test(code)) return null;
  return 'no PKCE client';
}

/** Languages whose fenced blocks are client code worth checking. */
export const SCRIPT_LANGS = new Set([
  'ts',
  'tsx',
  'typescript',
  'js',
  'jsx',
  'javascript',
  'svelte',
  'astro',
]);
