/*
 * Realtime's limits per plan, smallest plan first. Enterprise plans have custom limits and are not listed; the
 * estimator recommends Enterprise when no plan here fits.
 */
export const REALTIME_PLAN_IDS = ['free', 'pro', 'pro-no-spend-cap', 'team'] as const;
export type RealtimePlanId = (typeof REALTIME_PLAN_IDS)[number];

export const REALTIME_LIMIT_IDS = [
  'concurrentConnections',
  'messagesPerSecond',
  'channelJoinsPerSecond',
  'channelsPerConnection',
  'presenceKeysPerObject',
  'presenceMessagesPerSecond',
  'broadcastPayloadKb',
  'postgresChangesPayloadKb',
] as const;
export type RealtimeLimitId = (typeof REALTIME_LIMIT_IDS)[number];

export interface RealtimePlan {
  id: RealtimePlanId;
  name: string;
  limits: Record<RealtimeLimitId, number>;
}

/** What each limit is called and counted in, for tables and the estimator. */
export const realtimeLimitLabels: Record<RealtimeLimitId, { label: string; unit: string }> = {
  concurrentConnections: { label: 'Concurrent connections', unit: 'connections' },
  messagesPerSecond: { label: 'Messages per second', unit: 'messages/s' },
  channelJoinsPerSecond: { label: 'Channel joins per second', unit: 'joins/s' },
  channelsPerConnection: { label: 'Channels per connection', unit: 'channels' },
  presenceKeysPerObject: { label: 'Presence keys per object', unit: 'keys' },
  presenceMessagesPerSecond: { label: 'Presence messages per second', unit: 'messages/s' },
  broadcastPayloadKb: { label: 'Broadcast payload size', unit: 'KB' },
  postgresChangesPayloadKb: { label: 'Postgres changes payload size', unit: 'KB' },
};

/** Where the limits come from; plain data like the rest (realtime-limits.test.ts validates it with zod). */
export const realtimeLimitsSource = {
  source: 'https://supabase.com/docs/guides/realtime/quotas',
  asOf: '2024-04-25',
} as const;

// Plain data with no zod here: the estimator ships this file to the browser. realtime-limits.test.ts validates it.
export const realtimePlans: readonly RealtimePlan[] = [
  {
    id: 'free',
    name: 'Free',
    limits: {
      concurrentConnections: 200,
      messagesPerSecond: 100,
      channelJoinsPerSecond: 100,
      channelsPerConnection: 100,
      presenceKeysPerObject: 10,
      presenceMessagesPerSecond: 20,
      broadcastPayloadKb: 256,
      postgresChangesPayloadKb: 1024,
    },
  },
  {
    id: 'pro',
    name: 'Pro',
    limits: {
      concurrentConnections: 500,
      messagesPerSecond: 500,
      channelJoinsPerSecond: 500,
      channelsPerConnection: 100,
      presenceKeysPerObject: 10,
      presenceMessagesPerSecond: 50,
      broadcastPayloadKb: 3000,
      postgresChangesPayloadKb: 1024,
    },
  },
  {
    id: 'pro-no-spend-cap',
    name: 'Pro (no spend cap)',
    limits: {
      concurrentConnections: 10_000,
      messagesPerSecond: 2500,
      channelJoinsPerSecond: 2500,
      channelsPerConnection: 100,
      presenceKeysPerObject: 10,
      presenceMessagesPerSecond: 1000,
      broadcastPayloadKb: 3000,
      postgresChangesPayloadKb: 1024,
    },
  },
  {
    id: 'team',
    name: 'Team',
    limits: {
      concurrentConnections: 10_000,
      messagesPerSecond: 2500,
      channelJoinsPerSecond: 2500,
      channelsPerConnection: 100,
      presenceKeysPerObject: 10,
      presenceMessagesPerSecond: 1000,
      broadcastPayloadKb: 3000,
      postgresChangesPayloadKb: 1024,
    },
  },
];
