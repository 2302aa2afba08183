import limits from '@platform/facts/auth-rate-limits.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { createRateLimiter, tokenEndpointLimit } from './rate-limit.ts';

describe('token endpoint rate limit', () => {
  it('takes its numbers from the platform facts (tokenRefresh, per IP)', () => {
    // The facts also carry the docs' wording (endpoints, what is limited); the limiter needs only the numbers.
    expect(tokenEndpointLimit).toEqual({
      perHour: limits.tokenRefresh.perHour,
      burst: limits.tokenRefresh.burst,
      countedPer: limits.tokenRefresh.countedPer,
    });
    expect(tokenEndpointLimit.countedPer).toBe('ip');
  });

  it('allows a burst, then refills at perHour per hour', () => {
    let now = 0;
    const limiter = createRateLimiter({ perHour: 1800, burst: 30 }, () => now);
    for (let i = 0; i < 30; i++) expect(limiter.take('1.2.3.4')).toBe(0);
    // 1800 per hour = one every 2 seconds.
    expect(limiter.take('1.2.3.4')).toBe(2);
    now += 1000;
    expect(limiter.take('1.2.3.4')).toBe(1);
    now += 1000;
    expect(limiter.take('1.2.3.4')).toBe(0);
    expect(limiter.take('1.2.3.4')).toBe(2);
    // Another address has its own bucket.
    expect(limiter.take('5.6.7.8')).toBe(0);
    // A full hour refills the burst, not more.
    now += 3_600_000;
    for (let i = 0; i < 30; i++) expect(limiter.take('1.2.3.4')).toBe(0);
    expect(limiter.take('1.2.3.4')).toBeGreaterThan(0);
  });

  it('keeps memory bounded when many addresses pass by', () => {
    let now = 0;
    const limiter = createRateLimiter({ perHour: 3600, burst: 2 }, () => now);
    for (let i = 0; i < 12_000; i++) limiter.take(`10.0.${i >> 8}.${i & 255}`);
    now += 10_000;
    // Buckets that refilled are forgotten without changing any answer.
    expect(limiter.take('10.0.0.0')).toBe(0);
  });
});
