import { methodKebab } from './method-id.ts';

/*
 * Which reference entry an inline-code mention of a supabase-js call in a guide names: `supabase.auth.getUser()`,
 * `supabase.storage.from('avatars').getPublicUrl(path)`, `.range(from, to)`. Only calls written from the client
 * (`supabase.…`) or as a chained query method (`.eq(…)`) count, so SQL functions such as `auth.uid()` stay text.
 */

const FORMS: [RegExp, string][] = [
  [/^supabase\.auth\.admin\.mfa\.(\w+)\(/, 'auth-admin-mfa-'],
  [/^supabase\.auth\.admin\.(\w+)\(/, 'auth-admin-'],
  [/^supabase\.auth\.mfa\.(\w+)\(/, 'auth-mfa-'],
  [/^supabase\.auth\.(\w+)\(/, 'auth-'],
  [/^supabase\.storage\.from\([^)]*\)\.(\w+)\(/, 'storage-from-'],
  [/^supabase\.storage\.(\w+)\(/, 'storage-'],
  [/^supabase\.functions\.(\w+)\(/, 'functions-'],
  [/^supabase\.from\([^)]*\)\.(\w+)\(/, ''],
  [/^supabase\.(\w+)\(/, ''],
  [/^\.(\w+)\(/, ''],
];

/** The id a mention names (whether or not the reference has it), or null when the text is no such mention. */
export function mentionedId(text: string): string | null {
  for (const [pattern, prefix] of FORMS) {
    const name = pattern.exec(text.trim())?.[1];
    if (name) return `${prefix}${methodKebab(name)}`;
  }
  return null;
}
