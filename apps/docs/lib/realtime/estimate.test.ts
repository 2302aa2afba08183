import { describe, expect, it } from 'vitest';
import { type RealtimePlanId, realtimePlans } from '@/data/realtime-limits';
import {
  estimateRealtime,
  exceededLimits,
  parseUsage,
  type RealtimeUsage,
  smallestFittingPlan,
} from './estimate';

const plan = (id: RealtimePlanId) => {
  const found = realtimePlans.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};
const small: RealtimeUsage = {
  concurrentClients: 150,
  channelsPerClient: 2,
  messagesPerSecond: 80,
  payloadKb: 10,
};

describe('estimateRealtime', () => {
  it('shows every limit of the plan with the use the inputs imply', () => {
    expect(estimateRealtime(plan('free'), small)).toEqual([
      { id: 'concurrentConnections', limit: 200, used: 150, status: 'ok' },
      { id: 'messagesPerSecond', limit: 100, used: 80, status: 'ok' },
      { id: 'channelJoinsPerSecond', limit: 100, used: null, status: 'not-estimated' },
      { id: 'channelsPerConnection', limit: 100, used: 2, status: 'ok' },
      { id: 'presenceKeysPerObject', limit: 10, used: null, status: 'not-estimated' },
      { id: 'presenceMessagesPerSecond', limit: 20, used: null, status: 'not-estimated' },
      { id: 'broadcastPayloadKb', limit: 256, used: 10, status: 'ok' },
      { id: 'postgresChangesPayloadKb', limit: 1024, used: 10, status: 'ok' },
    ]);
  });

  it('counts a value equal to the limit as fitting and one above it as exceeded', () => {
    expect(exceededLimits(plan('free'), { ...small, concurrentClients: 200 })).toEqual([]);
    expect(exceededLimits(plan('free'), { ...small, concurrentClients: 201 })).toEqual([
      'concurrentConnections',
    ]);
  });

  it('names each exceeded limit', () => {
    const heavy = { concurrentClients: 600, channelsPerClient: 101, messagesPerSecond: 600, payloadKb: 2000 };
    expect(exceededLimits(plan('pro'), heavy)).toEqual([
      'concurrentConnections',
      'messagesPerSecond',
      'channelsPerConnection',
      'postgresChangesPayloadKb',
    ]);
  });
});

describe('smallestFittingPlan', () => {
  it.each([
    [small, 'free'],
    [{ ...small, concurrentClients: 400 }, 'pro'],
    [{ ...small, payloadKb: 300 }, 'pro'],
    [{ ...small, concurrentClients: 5000, messagesPerSecond: 2000 }, 'pro-no-spend-cap'],
    [{ ...small, concurrentClients: 20_000 }, 'enterprise'],
    [{ ...small, channelsPerClient: 150 }, 'enterprise'],
    [{ ...small, payloadKb: 1500 }, 'enterprise'],
  ] as const)('fits %o on %s', (usage, expected) => {
    expect(smallestFittingPlan(usage)).toBe(expected);
  });
});

describe('parseUsage', () => {
  it('reads numbers, allowing a fractional payload size', () => {
    expect(
      parseUsage({
        concurrentClients: '10',
        channelsPerClient: ' 2 ',
        messagesPerSecond: '0',
        payloadKb: '0.5',
      }),
    ).toEqual({
      ok: true,
      usage: { concurrentClients: 10, channelsPerClient: 2, messagesPerSecond: 0, payloadKb: 0.5 },
    });
  });

  it('explains each field that is empty, negative or not whole', () => {
    expect(
      parseUsage({
        concurrentClients: '',
        channelsPerClient: '1.5',
        messagesPerSecond: '-1',
        payloadKb: 'abc',
      }),
    ).toEqual({
      ok: false,
      errors: {
        concurrentClients: 'Enter a whole number, 0 or more.',
        channelsPerClient: 'Enter a whole number, 0 or more.',
        messagesPerSecond: 'Enter a whole number, 0 or more.',
        payloadKb: 'Enter a number, 0 or more.',
      },
    });
  });
});
