import facts from '@platform/facts/auth-rate-limits.json' with { type: 'json' };
import { z } from 'zod';
import { type FactSource, factSource, factSourceSchema, formatFactDate } from './fact-source';

/*
 * The auth rate limits, read from packages/platform-facts/auth-rate-limits.json: the one source that the
 * docs' table, the shared-data values guides quote, and the local platform service (which enforces
 * `tokenRefresh` on /auth/v1/token) all read. Validated when the module loads, so a bad edit fails the build.
 */

const endpointSchema = z
  .string()
  .regex(/^\/auth\/v1\/[a-z{}/]+$/, 'an auth endpoint path such as /auth/v1/otp');
const isoDateSchema = z.iso.date();
const countedPerSchema = z.enum(['ip', 'project', 'user']);

const rowBase = {
  endpoints: z.array(endpointSchema).min(1),
  limited: z.string().min(10),
  countedPer: countedPerSchema,
  footnote: z.strictObject({ endpoint: endpointSchema, text: z.string().min(10) }).optional(),
  // Every row is a platform fact: where it was read, and when it was known to hold.
  ...factSourceSchema.shape,
};
const perHour = z.number().int().positive();

export const authRateLimitsSchema = z.strictObject({
  builtInEmail: z.strictObject({
    ...rowBase,
    defaultPerHour: perHour,
    reducedPerHour: perHour,
    reducedOn: isoDateSchema,
    configurableFrom: isoDateSchema,
  }),
  otp: z.strictObject({ ...rowBase, perHour }),
  requestWindow: z.strictObject({
    ...rowBase,
    seconds: z.number().int().positive(),
    appliesTo: z.array(z.enum(['otp', 'signupConfirmation', 'passwordReset'])).min(1),
  }),
  verify: z.strictObject({ ...rowBase, perHour, burst: perHour }),
  tokenRefresh: z.strictObject({ ...rowBase, perHour, burst: perHour }),
  mfa: z.strictObject({ ...rowBase, perHour, burst: perHour }),
  anonymousSignIns: z.strictObject({ ...rowBase, perHour, burst: perHour }),
});

export type AuthRateLimits = z.infer<typeof authRateLimitsSchema>;
type CountedPer = z.infer<typeof countedPerSchema>;

export const authRateLimits: AuthRateLimits = authRateLimitsSchema.parse(facts);

const numberFormat = new Intl.NumberFormat('en-US');
const formatCount = (value: number) => numberFormat.format(value);

const countedPerLabels: Record<CountedPer, string> = {
  ip: 'IP address',
  project: 'Project (all users together)',
  user: 'User (email address or phone number)',
};

/** One row of the rate-limit table, every cell as text. */
export interface AuthRateLimitRow {
  id: keyof AuthRateLimits;
  endpoints: readonly string[];
  limited: string;
  limit: string;
  countedPer: string;
  footnote?: { endpoint: string; text: string };
}

function withBursts({ perHour, burst }: { perHour: number; burst: number }): string {
  return `${formatCount(perHour)} requests per hour, with bursts of up to ${formatCount(burst)}`;
}

/** The text of the "limit" column for each entry, built from the numbers so no number is written twice. */
export function limitText(limits: AuthRateLimits, id: keyof AuthRateLimits): string {
  switch (id) {
    case 'builtInEmail': {
      const email = limits.builtInEmail;
      return (
        `${formatCount(email.defaultPerHour)} emails per hour by default; ` +
        `${formatCount(email.reducedPerHour)} per hour from ${formatFactDate(email.reducedOn)}; ` +
        `from ${formatFactDate(email.configurableFrom)}, the value set for your project, ` +
        'which only a custom SMTP server lets you change'
      );
    }
    case 'otp':
      return `${formatCount(limits.otp.perHour)} requests per hour`;
    case 'requestWindow':
      return `1 request per ${formatCount(limits.requestWindow.seconds)} seconds`;
    case 'verify':
    case 'tokenRefresh':
    case 'mfa':
    case 'anonymousSignIns':
      return withBursts(limits[id]);
  }
}

const ROW_ORDER = [
  'builtInEmail',
  'otp',
  'requestWindow',
  'verify',
  'tokenRefresh',
  'mfa',
  'anonymousSignIns',
] as const satisfies readonly (keyof AuthRateLimits)[];

/** The table's provenance as a whole: its rows' one source, as of the latest date a row was checked. */
export const authRateLimitsSource: FactSource = factSource({
  source: authRateLimits.tokenRefresh.source,
  asOf: ROW_ORDER.map((id) => authRateLimits[id].asOf).reduce((latest, date) =>
    date > latest ? date : latest,
  ),
});

export function authRateLimitRows(limits: AuthRateLimits = authRateLimits): AuthRateLimitRow[] {
  return ROW_ORDER.map((id) => {
    const entry = limits[id];
    return {
      id,
      endpoints: entry.endpoints,
      limited: entry.limited,
      limit: limitText(limits, id),
      countedPer: countedPerLabels[entry.countedPer],
      ...(entry.footnote ? { footnote: entry.footnote } : {}),
    };
  });
}
