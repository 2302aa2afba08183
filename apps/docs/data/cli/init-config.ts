import { z } from 'zod';
import { factSource, PLATFORM_ERA } from '../fact-source';

/*
 * The defaults of the `supabase/config.toml` that `supabase init` writes with CLI v1.163.6 (the keys the guides
 * rely on: the API's schemas and the local ports). Read from the CLI's own template at that tag, so the local
 * ports and the schemas `gen types` uses by default come from one place.
 */

const port = z.number().int().min(1024).max(65535);
const schemaName = z.string().regex(/^[a-z_][a-z0-9_]*$/);

const initConfigSchema = z.strictObject({
  api: z.strictObject({
    port,
    /** Schemas the REST API exposes; `gen types` also reads them when no --schema is given. */
    schemas: z.array(schemaName).min(1),
    extraSearchPath: z.array(schemaName),
    maxRows: z.number().int().positive(),
  }),
  db: z.strictObject({ port, shadowPort: port }),
  studio: z.strictObject({ port }),
  inbucket: z.strictObject({ port }),
});

export type InitConfig = z.infer<typeof initConfigSchema>;

export const initConfig: InitConfig = initConfigSchema.parse({
  api: {
    port: 54321,
    schemas: ['public', 'graphql_public'],
    extraSearchPath: ['public', 'extensions'],
    maxRows: 1000,
  },
  db: { port: 54322, shadowPort: 54320 },
  studio: { port: 54323 },
  inbucket: { port: 54324 },
});

export const initConfigSource = factSource({
  source: 'Supabase CLI v1.163.6, internal/utils/templates/init_config.toml',
  asOf: PLATFORM_ERA,
});

/**
 * The schemas `supabase gen types typescript` covers without `--schema`: `public` first, then `[api].schemas`,
 * each once (CLI v1.163.6, internal/gen/types/typescript/typescript.go). The same for --local, --linked,
 * --project-id and --db-url.
 */
export function genTypesDefaultSchemas(config: Pick<InitConfig, 'api'> = initConfig): string[] {
  return [...new Set(['public', ...config.api.schemas])];
}
