import { z } from 'zod';
import { factSource } from './fact-source';

/*
 * The environment variables the platform gives every Edge Function without being asked. The secrets page shows
 * them (components/functions/function-env-table.tsx) and the function tests give the stand-in runtime the ones
 * it can honour (lib/docs-as-code/functions-guides.test.ts checks that every name it sets is listed here).
 */

export const functionEnvSource = factSource({
  source: 'https://supabase.com/docs/guides/functions/secrets',
  asOf: '2026-11-28',
});

const functionEnvSchema = z.strictObject({
  name: z.string().regex(/^[A-Z][A-Z0-9_]+$/),
  /** What the value is, a sentence fragment for a table cell. */
  description: z
    .string()
    .min(10)
    .regex(/^[^`<>]+$/, 'plain text: the table and the Markdown twin print it as is'),
  /** `all`: locally and hosted; `hosted`: only on the platform. */
  where: z.enum(['all', 'hosted']),
});

export type FunctionEnvVariable = z.infer<typeof functionEnvSchema>;

export const functionEnv: FunctionEnvVariable[] = z.array(functionEnvSchema).parse([
  { name: 'SUPABASE_URL', description: "the project's API URL", where: 'all' },
  {
    name: 'SUPABASE_ANON_KEY',
    description: "the anon key; a client made with it has the rights of the caller's token",
    where: 'all',
  },
  {
    name: 'SUPABASE_SERVICE_ROLE_KEY',
    description: 'the service role key, which bypasses row level security: never return it or log it',
    where: 'all',
  },
  {
    name: 'SUPABASE_DB_URL',
    description: 'a direct Postgres connection string, for database drivers',
    where: 'all',
  },
  { name: 'SB_REGION', description: 'the region the function was invoked in', where: 'hosted' },
  { name: 'SB_EXECUTION_ID', description: "the id (a UUID) of the function's instance", where: 'hosted' },
  {
    name: 'DENO_DEPLOYMENT_ID',
    description:
      'the version of the function code: project ref, function id and version joined by underscores',
    where: 'hosted',
  },
]);
