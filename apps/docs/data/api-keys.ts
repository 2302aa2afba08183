import { z } from 'zod';
import { API_KEY_ROLES } from './api-key-roles';
import { factSource, PLATFORM_ERA } from './fact-source';

/*
 * The API keys a project has in the platform era these docs describe: two HS256 JWTs signed with the
 * project's JWT secret, each naming only a Postgres role. The publishable and secret keys came later
 * (announced September 2024, early access June 2025) and are not part of this era.
 */

const apiKeyKindSchema = z.strictObject({
  role: z.enum(API_KEY_ROLES),
  /** How pages name the key. */
  name: z.string().min(1),
  /** Whether requests with this key are still subject to Row Level Security. */
  rowLevelSecurity: z.enum(['applies', 'bypassed']),
  /** Where the key may live. */
  exposure: z.enum(['public', 'server only']),
});

export const apiKeyKinds = z
  .array(apiKeyKindSchema)
  .length(API_KEY_ROLES.length)
  .parse([
    { role: 'anon', name: 'anon key', rowLevelSecurity: 'applies', exposure: 'public' },
    {
      role: 'service_role',
      name: 'service role key',
      rowLevelSecurity: 'bypassed',
      exposure: 'server only',
    },
  ]);

/** Names of the later key kinds; pages of this era must not use them (platform-fact-pages.test.ts). */
export const LATER_KEY_NAMES: readonly RegExp[] = [/publishable/i, /\bsb_(publishable|secret)_/];

export const apiKeysSource = factSource({
  source: 'https://supabase.com/docs/guides/api/api-keys',
  asOf: PLATFORM_ERA,
});
