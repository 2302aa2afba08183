import { z } from 'zod';
import { authRateLimits, authRateLimitsSource, limitText } from './auth-rate-limits';
import { initConfig, initConfigSource } from './cli/init-config';
import { burstsDiskIo, computeAddOns, computeAddOnsSource } from './compute-add-ons';
import {
  CLI_SOURCE,
  type FactSource,
  factSource,
  factSourceSchema,
  formatFactDate,
  PLATFORM_ERA,
} from './fact-source';

/*
 * Platform facts that several guides quote. A page shows one with <SharedData path="auth.rateLimits.emailPerHour" />,
 * so when a fact changes it is edited here once. Where each fact comes from is listed in sharedDataSources.
 * UI timings and editor settings are not platform facts and live next to the code that uses them.
 */

/** A number (or numeric text) with its unit, rendered as "value unit", e.g. "150 GB". */
const measureSchema = z.strictObject({
  value: z.union([z.number().finite(), z.string().min(1)]),
  unit: z.string().min(1),
});
export const sharedDataItemSchema = z.union([z.string().min(1), measureSchema]);

export type SharedDataItem = z.infer<typeof sharedDataItemSchema>;
export type SharedDataTree = { [key: string]: SharedDataItem | SharedDataTree };

/** Keys are camelCase words, so a dotted path never needs escaping. */
const keySchema = z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'keys are camelCase words');

export const sharedDataTreeSchema: z.ZodType<SharedDataTree> = z.lazy(() =>
  z.record(keySchema, z.union([sharedDataItemSchema, sharedDataTreeSchema])),
);

/** "Nano to 2XL": the first and last of a run of compute sizes, from the compute data. */
function sizeRange(sizes: readonly { name: string }[]): string {
  const first = sizes[0]?.name;
  const last = sizes.at(-1)?.name;
  if (!first || !last) throw new Error('an empty range of compute sizes');
  return first === last ? first : `${first} to ${last}`;
}

const data = {
  auth: {
    rateLimits: {
      // From packages/platform-facts (data/auth-rate-limits.ts), which the rate-limit table and the local
      // platform service read too. Built-in mail service; only a custom SMTP server changes these.
      emailPerHour: { value: authRateLimits.builtInEmail.defaultPerHour, unit: 'emails/hour' },
      emailPerHourSinceJuly2023: { value: authRateLimits.builtInEmail.reducedPerHour, unit: 'emails/hour' },
      emailReducedOn: formatFactDate(authRateLimits.builtInEmail.reducedOn),
      emailConfigurableFrom: formatFactDate(authRateLimits.builtInEmail.configurableFrom),
      requestWindow: { value: authRateLimits.requestWindow.seconds, unit: 'seconds' },
      // Requests for a magic link or an email or SMS code (/auth/v1/otp), for the whole project.
      otpPerHour: { value: authRateLimits.otp.perHour, unit: 'requests per hour' },
      // The per-IP limits with bursts, as the rate-limit table words them ("… requests per hour, with bursts …").
      anonymousSignIns: limitText(authRateLimits, 'anonymousSignIns'),
      mfa: limitText(authRateLimits, 'mfa'),
      tokenRefresh: limitText(authRateLimits, 'tokenRefresh'),
      // When the figures above were checked, for pages that say "as of".
      asOf: formatFactDate(authRateLimitsSource.asOf),
    },
  },
  cli: {
    version: '1.163.6',
    // `[api].schemas` of the config.toml `supabase init` writes; `gen types` adds `public` to it by default.
    apiSchemas: initConfig.api.schemas.join(', '),
    recommendedMemory: { value: 7, unit: 'GB' },
    storageCopy: {
      cacheControl: 'max-age=3600',
      parallelJobs: { value: 1, unit: 'job' },
    },
  },
  local: {
    // The CLI's default ports (config.toml, data/cli/init-config.ts).
    apiPort: String(initConfig.api.port),
    portRange: `${initConfig.api.port} to ${initConfig.inbucket.port}`,
    dbPort: String(initConfig.db.port),
    studioPort: String(initConfig.studio.port),
    inbucketPort: String(initConfig.inbucket.port),
    apiUrl: `http://localhost:${initConfig.api.port}`,
    restUrl: `http://localhost:${initConfig.api.port}/rest/v1`,
    studioUrl: `http://localhost:${initConfig.studio.port}`,
    inbucketUrl: `http://localhost:${initConfig.inbucket.port}`,
    dbUrl: `postgresql://postgres:postgres@localhost:${initConfig.db.port}/postgres`,
    // The anon key `supabase start` prints: a JWT the CLI signs with its fixed local JWT secret, the same on
    // every machine (not a secret; the local service_role key is never shown in the docs' samples).
    anonKey:
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
  },
  database: {
    pageSize: { value: 8192, unit: 'bytes' },
    cacheHitRateMinimum: '99%',
    inspect: {
      longRunningQueryThreshold: { value: 5, unit: 'minutes' },
      unusedIndexMaxScans: { value: 50, unit: 'scans' },
      unusedIndexMinPages: { value: 5, unit: 'pages' },
    },
    webhooks: {
      // The timeout the dashboard's webhook trigger function uses when none is given.
      defaultTimeout: { value: 1000, unit: 'ms' },
      // pg_net's `pg_net.ttl`: how long a response stays in net._http_response.
      responseTtl: { value: 6, unit: 'hours' },
    },
  },
  compute: {
    // Derived from the disk figures of data/compute-add-ons.ts, so the prose cannot drift from the table.
    diskBurstSizes: sizeRange(computeAddOns.filter(burstsDiskIo)),
    steadyDiskSizes: sizeRange(computeAddOns.filter((size) => !burstsDiskIo(size))),
  },
  backups: {
    // The platform's backups documentation: daily backups only on paid plans, restorable for a plan's window.
    dailyBackupPlans: 'Pro, Team and Enterprise',
    freePlan: 'no daily backups',
    retention: {
      pro: { value: 7, unit: 'days' },
      team: { value: 14, unit: 'days' },
      enterprise: { value: 30, unit: 'days' },
    },
  },
  migration: {
    largeComputeThreshold: { value: 6, unit: 'GB' },
    largeComputeAddOn: 'Large',
    diskSelfServeLimit: { value: 150, unit: 'GB' },
  },
} as const satisfies SharedDataTree;

// Validated when the module loads: a malformed entry stops the build here rather than rendering oddly.
sharedDataTreeSchema.parse(data);

export const sharedData: SharedDataTree = data;

/**
 * The source and date of every fact above, by group (a dotted path prefix; the longest prefix of a path
 * names its source). shared-data.test.ts checks that every value is covered.
 */
export const sharedDataSources: Readonly<Record<string, FactSource>> = z
  .record(z.string().regex(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)*$/), factSourceSchema)
  .parse({
    'auth.rateLimits': authRateLimitsSource,
    cli: factSource({ source: CLI_SOURCE, asOf: PLATFORM_ERA }),
    'cli.apiSchemas': initConfigSource,
    local: factSource({
      source:
        'Supabase CLI v1.163.6, internal/utils/templates/init_config.toml (ports), internal/start/start.go; the anon key as `supabase status` prints it (signed with the default local JWT secret)',
      asOf: PLATFORM_ERA,
    }),
    database: factSource({
      source: 'Supabase CLI v1.163.6, internal/inspect queries; product spec §9 (CLI constants)',
      asOf: PLATFORM_ERA,
    }),
    'database.webhooks.defaultTimeout': factSource({
      source:
        'Repository supabase/postgres, migrations/db/migrations/20240822021428_enable_webhooks_by_default.sql (supabase_functions.http_request)',
      asOf: '2024-08-22',
    }),
    'database.webhooks.responseTtl': factSource({
      source: 'Repository supabase/pg_net, README.md at commit 68ef0bf (Extension Configuration, pg_net.ttl)',
      asOf: '2026-11-28',
    }),
    compute: computeAddOnsSource,
    // The 2024 guide ("All Pro, Team and Enterprise Plan … projects are backed up automatically on a daily
    // basis"). The page at that address was later rewritten and now names Free projects too.
    backups: factSource({
      source:
        'Platform backups guide of 2024 (supabase/supabase, apps/docs/content/guides/platform/backups.mdx)',
      asOf: PLATFORM_ERA,
    }),
    migration: factSource({ source: 'Product spec §9, migration advice', asOf: PLATFORM_ERA }),
  });

/** The source of the fact at `path` (its longest listed prefix), or undefined when none is listed. */
export function sharedDataSource(path: string): FactSource | undefined {
  const keys = path.split('.');
  for (let length = keys.length; length > 0; length -= 1) {
    const found = sharedDataSources[keys.slice(0, length).join('.')];
    if (found) return found;
  }
  return undefined;
}

type PathsOf<T> = {
  [K in keyof T & string]: T[K] extends SharedDataItem ? K : `${K}.${PathsOf<T[K]>}`;
}[keyof T & string];

/** Every valid path, for TypeScript callers; MDX callers are checked by the lookup at build time. */
export type SharedDataPath = PathsOf<typeof data>;
