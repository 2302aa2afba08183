import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiKeysSource } from './api-keys';
import { authProvidersSource } from './auth/providers';
import { smsProvidersSource } from './auth/sms-providers';
import { authRateLimitsSource } from './auth-rate-limits';
import { initConfigSource } from './cli/init-config';
import { computeAddOnsSource } from './compute-add-ons';
import { extensionsSource } from './extensions';
import { type FactSource, factSourceSchema } from './fact-source';
import { functionEnvSource } from './function-env';
import { glossarySource } from './glossary';
import { realtimeLimitsSource } from './realtime-limits';

/*
 * Every module of data/ is either a platform fact with a source and a date, or says why it is not one. A new
 * data file fails here until it is placed, so a limit, plan feature, port, backup rule or key kind cannot
 * arrive without a source.
 */

const platformFacts: Record<string, FactSource | 'per value'> = {
  'api-keys.ts': apiKeysSource,
  'auth-rate-limits.ts': authRateLimitsSource,
  'auth/providers.ts': authProvidersSource,
  'auth/sms-providers.ts': smsProvidersSource,
  'cli/init-config.ts': initConfigSource,
  'compute-add-ons.ts': computeAddOnsSource,
  'extensions.ts': extensionsSource,
  'function-env.ts': functionEnvSource,
  'glossary.ts': glossarySource,
  'realtime-limits.ts': realtimeLimitsSource,
  // A source per group of values, checked value by value in shared-data.test.ts.
  'shared-data.ts': 'per value',
  // The errors reference: each section names its source and date, checked by errorSectionSchema.
  'errors/auth.ts': 'per value',
  'errors/cli.ts': 'per value',
  'errors/postgres.ts': 'per value',
  'errors/postgrest.ts': 'per value',
  'errors/realtime.ts': 'per value',
  'errors/storage.ts': 'per value',
};

const notPlatformFacts: Record<string, string> = {
  'api-key-roles.ts': 'the role names of api-keys.ts, kept without zod for the browser',
  'auth/social-providers.ts': "each provider's own console steps, linked to the provider's documentation",
  'cli/cli-schema.ts': 'the CLI reference, checked against the CLI v1.163.6 facts file (cli-facts.test.ts)',
  'cli/index.ts': 'the CLI reference, checked against the CLI v1.163.6 facts file (cli-facts.test.ts)',
  'cli/parse-cli-spec.ts':
    'the CLI reference, checked against the CLI v1.163.6 facts file (cli-facts.test.ts)',
  'cli/intro.ts': "the CLI reference's introduction text",
  'errors/auth-error-codes.ts': "auth-js's ErrorCode list, read from the installed package at build",
  'errors/index.ts': 'the sections of the errors reference, each placed above',
  'errors/source-statuses.ts':
    'statuses extracted from the servers’ source; the JSON names its commit and date, and the sections above cite them',
  'errors/postgres-explained.ts':
    "our explanations of the Postgres section's common codes (errors/postgres.ts)",
  'errors/schema.ts': 'the schema of an errors-reference section, its source and date included',
  'errors/sqlstate-list.ts': "PostgreSQL's SQLSTATE list, read from the installed pg-error-enum at build",
  'js-reference/auth.ts':
    'supabase-js reference: our descriptions; signatures come from the installed declarations',
  'js-reference/database.ts':
    'supabase-js reference: our descriptions; signatures come from the installed declarations',
  'js-reference/example-database.ts': "the supabase-js reference examples' Database type",
  'js-reference/functions.ts':
    'supabase-js reference: our descriptions; signatures come from the installed declarations',
  'js-reference/index.ts':
    'the supabase-js reference, read from js-api.json (generated from the installed package)',
  'js-reference/initializing.ts':
    'supabase-js reference: our descriptions; signatures come from the installed declarations',
  'js-reference/js-reference-schema.ts': 'the schema of a supabase-js reference entry',
  'js-reference/modifiers.ts':
    'supabase-js reference: our descriptions; signatures come from the installed declarations',
  'js-reference/realtime.ts':
    'supabase-js reference: our descriptions; signatures come from the installed declarations',
  'js-reference/storage.ts':
    'supabase-js reference: our descriptions; signatures come from the installed declarations',
  'fact-source.ts': 'the schema of a source',
  'home-sections.ts': "the home page's sections",
  'menu-icon-names.ts': 'icon names of the navigation',
  'spec-constants.ts': 'which shared-data facts pages may not write by hand',
  'troubleshooting.ts': 'the troubleshooting guides, their symptoms and the error codes they concern',
};

const dataDir = new URL('.', import.meta.url).pathname;
function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return modules(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative(dataDir, full)] : [];
  });
}

describe('platform facts in data/ carry a source and a date', () => {
  it.each(modules(dataDir))('%s is placed', (file) => {
    const placed = file in platformFacts || file in notPlatformFacts;
    expect(placed, `add ${file} to platformFacts (with its source) or notPlatformFacts (with why)`).toBe(
      true,
    );
    expect(file in platformFacts && file in notPlatformFacts).toBe(false);
  });

  it.each(Object.entries(platformFacts).filter(([, source]) => source !== 'per value'))(
    '%s names a valid source and date',
    (_file, source) => {
      expect(factSourceSchema.parse(source)).toEqual(source);
    },
  );

  it('lists no file that is gone', () => {
    const files = new Set(modules(dataDir));
    for (const file of [...Object.keys(platformFacts), ...Object.keys(notPlatformFacts)])
      expect(files.has(file), file).toBe(true);
  });
});
