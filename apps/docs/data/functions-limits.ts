import { z } from 'zod';
import { factSource } from './fact-source';

/*
 * The hosted platform's limits on Edge Functions, stated once here and shown by FunctionsLimitsTable. A value
 * that differs by plan lists each plan; one that does not has a single row for every plan. Values are text as
 * a reader sees them ("256 MB"), with the number in `amount` and its `unit` for code that compares.
 */
export const functionsLimitsSource = factSource({
  source: 'https://supabase.com/docs/guides/functions/limits',
  asOf: '2026-11-28',
});

const PLANS = ['all', 'free', 'paid', 'pro', 'team', 'enterprise'] as const;

const valueSchema = z.strictObject({
  plan: z.enum(PLANS),
  /** null: no limit on this plan. */
  amount: z.number().positive().nullable(),
  unit: z.enum([
    's',
    'MB',
    'KiB',
    'functions',
    'characters',
    'secrets',
    'events per 10 s',
    'requests per minute',
  ]),
});

const limitSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-zA-Z]+$/),
  group: z.enum(['runtime', 'platform', 'secrets']),
  label: z.string().min(3),
  /** What the limit counts and what happens past it, in a sentence (inline markup as in the errors data). */
  note: z.string().min(10),
  values: z.array(valueSchema).min(1),
});

export type FunctionsLimit = z.infer<typeof limitSchema>;
export type FunctionsLimitValue = z.infer<typeof valueSchema>;

export const functionsLimits: readonly FunctionsLimit[] = z.array(limitSchema).parse([
  {
    id: 'memory',
    group: 'runtime',
    label: 'Memory',
    note: 'Per worker. Going over stops the worker with status 546.',
    values: [{ plan: 'all', amount: 256, unit: 'MB' }],
  },
  {
    id: 'wallClock',
    group: 'runtime',
    label: 'Wall-clock duration',
    note: 'How long one worker may stay alive, serving requests and background tasks. Reaching it stops the worker.',
    values: [
      { plan: 'free', amount: 150, unit: 's' },
      { plan: 'paid', amount: 400, unit: 's' },
    ],
  },
  {
    id: 'cpuTime',
    group: 'runtime',
    label: 'CPU time per request',
    note: 'Time spent computing; waiting on I/O (`fetch`, database calls) does not count. Going over answers 546.',
    values: [{ plan: 'all', amount: 2, unit: 's' }],
  },
  {
    id: 'requestIdleTimeout',
    group: 'runtime',
    label: 'Request idle timeout',
    note: 'How long the platform waits for the function to start its response before answering 504.',
    values: [{ plan: 'all', amount: 150, unit: 's' }],
  },
  {
    id: 'functionSize',
    group: 'platform',
    label: 'Function size',
    note: 'The bundle the CLI builds for deploy.',
    values: [{ plan: 'all', amount: 20, unit: 'MB' }],
  },
  {
    id: 'functionsPerProject',
    group: 'platform',
    label: 'Functions per project',
    note: 'Deployed functions in one project.',
    values: [
      { plan: 'free', amount: 100, unit: 'functions' },
      { plan: 'pro', amount: 500, unit: 'functions' },
      { plan: 'team', amount: 1000, unit: 'functions' },
      { plan: 'enterprise', amount: null, unit: 'functions' },
    ],
  },
  {
    id: 'logMessageLength',
    group: 'platform',
    label: 'Log message length',
    note: 'The longest single message, such as one `console.log` call, the logs take.',
    values: [{ plan: 'all', amount: 10000, unit: 'characters' }],
  },
  {
    id: 'logEventRate',
    group: 'platform',
    label: 'Log events',
    note: 'How many log events a function may write in each 10-second window.',
    values: [{ plan: 'all', amount: 100, unit: 'events per 10 s' }],
  },
  {
    id: 'nestedCalls',
    group: 'platform',
    label: 'Recursive or nested calls',
    note: 'An approximate rate for functions that call functions, including themselves.',
    values: [{ plan: 'all', amount: 5000, unit: 'requests per minute' }],
  },
  {
    id: 'secretsPerProject',
    group: 'secrets',
    label: 'Secrets per project',
    note: 'Names starting with `SUPABASE_` are reserved and cannot be set.',
    values: [{ plan: 'all', amount: 100, unit: 'secrets' }],
  },
  {
    id: 'secretNameLength',
    group: 'secrets',
    label: 'Secret name length',
    note: 'Characters in one secret’s name.',
    values: [{ plan: 'all', amount: 256, unit: 'characters' }],
  },
  {
    id: 'secretSize',
    group: 'secrets',
    label: 'Secret size',
    note: 'The value of one secret (24,576 characters).',
    values: [{ plan: 'all', amount: 48, unit: 'KiB' }],
  },
]);

/** Other rules the platform documents that are not numbers. */
export const functionsRestrictions: readonly string[] = z
  .array(z.string().min(10))
  .parse([
    'Outgoing connections to ports 25 and 587 (SMTP) are blocked; send mail through an email API over HTTPS.',
    'A `GET` answer with `Content-Type: text/html` is served as `text/plain` unless the project uses a custom domain.',
    'Web Workers and Node’s `vm` module are not available.',
  ]);

const PLAN_NAMES: Record<FunctionsLimitValue['plan'], string> = {
  all: 'All plans',
  free: 'Free',
  paid: 'Paid plans',
  pro: 'Pro',
  team: 'Team',
  enterprise: 'Enterprise',
};

const numberFormat = new Intl.NumberFormat('en-US');

/** "256 MB", "Free: 150 s; Paid plans: 400 s", "Enterprise: no limit": one limit's value as a reader sees it. */
export function functionsLimitText(limit: FunctionsLimit): string {
  const one = (value: FunctionsLimitValue) =>
    value.amount === null ? 'no limit' : `${numberFormat.format(value.amount)} ${value.unit}`;
  const [only] = limit.values;
  if (limit.values.length === 1 && only?.plan === 'all') return one(only);
  return limit.values.map((value) => `${PLAN_NAMES[value.plan]}: ${one(value)}`).join('; ');
}

export const FUNCTIONS_LIMIT_GROUPS = [
  { id: 'runtime', title: 'Runtime' },
  { id: 'platform', title: 'Platform' },
  { id: 'secrets', title: 'Secrets' },
] as const;
