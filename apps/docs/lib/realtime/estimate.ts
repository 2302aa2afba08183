import {
  REALTIME_LIMIT_IDS,
  type RealtimeLimitId,
  type RealtimePlan,
  type RealtimePlanId,
  realtimePlans,
} from '@/data/realtime-limits';

/*
 * The realtime limits estimator's arithmetic: what an app with the given traffic would use of each limit of a
 * plan, which limits it would exceed, and the smallest plan that fits. Pure, so the page and the tests share it.
 */

export interface RealtimeUsage {
  /** Clients connected at the same time (each holds one connection). */
  concurrentClients: number;
  /** Channels each client joins. */
  channelsPerClient: number;
  /** Messages per second across the project, counted as Realtime delivers them. */
  messagesPerSecond: number;
  /** Size of the largest message, in KB. */
  payloadKb: number;
}

type LimitStatus = 'ok' | 'exceeded' | 'not-estimated';

export interface LimitEstimate {
  id: RealtimeLimitId;
  limit: number;
  /** `null` for limits the inputs say nothing about (presence, join rate). */
  used: number | null;
  status: LimitStatus;
}

/** What the inputs tell us about each limit. */
function usageFor(id: RealtimeLimitId, usage: RealtimeUsage): number | null {
  switch (id) {
    case 'concurrentConnections':
      return usage.concurrentClients;
    case 'messagesPerSecond':
      return usage.messagesPerSecond;
    case 'channelsPerConnection':
      return usage.channelsPerClient;
    case 'broadcastPayloadKb':
    case 'postgresChangesPayloadKb':
      return usage.payloadKb;
    default:
      return null;
  }
}

export function estimateRealtime(plan: RealtimePlan, usage: RealtimeUsage): LimitEstimate[] {
  return REALTIME_LIMIT_IDS.map((id) => {
    const limit = plan.limits[id];
    const used = usageFor(id, usage);
    const status: LimitStatus = used === null ? 'not-estimated' : used > limit ? 'exceeded' : 'ok';
    return { id, limit, used, status };
  });
}

export function exceededLimits(plan: RealtimePlan, usage: RealtimeUsage): RealtimeLimitId[] {
  return estimateRealtime(plan, usage)
    .filter((estimate) => estimate.status === 'exceeded')
    .map((estimate) => estimate.id);
}

/** The first plan (smallest first) that the usage fits, or `enterprise` when none does. */
export function smallestFittingPlan(
  usage: RealtimeUsage,
  plans: readonly RealtimePlan[] = realtimePlans,
): RealtimePlanId | 'enterprise' {
  return plans.find((plan) => exceededLimits(plan, usage).length === 0)?.id ?? 'enterprise';
}

export const USAGE_FIELDS = [
  'concurrentClients',
  'channelsPerClient',
  'messagesPerSecond',
  'payloadKb',
] as const;
export type UsageField = (typeof USAGE_FIELDS)[number];

export type ParsedUsage =
  | { ok: true; usage: RealtimeUsage }
  | { ok: false; errors: Partial<Record<UsageField, string>> };

/** Reads the form's text fields; each must be a number of 0 or more (whole, except the payload size). */
export function parseUsage(raw: Record<UsageField, string>): ParsedUsage {
  const errors: Partial<Record<UsageField, string>> = {};
  const values: Partial<RealtimeUsage> = {};
  for (const field of USAGE_FIELDS) {
    const text = raw[field].trim();
    const value = text === '' ? Number.NaN : Number(text);
    const whole = field !== 'payloadKb';
    if (!Number.isFinite(value) || value < 0 || (whole && !Number.isInteger(value))) {
      errors[field] = whole ? 'Enter a whole number, 0 or more.' : 'Enter a number, 0 or more.';
    } else {
      values[field] = value;
    }
  }
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, usage: values as RealtimeUsage };
}
