import localLimits from '@platform/facts/platform-dev-limits.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { createSignInBackoff, signInBackoffSettings } from './sign-in-backoff.ts';

describe('per-account sign-in backoff', () => {
  it('takes its numbers from the platform-dev limits', () => {
    expect(signInBackoffSettings).toMatchObject({
      freeFailures: localLimits.signInBackoff.freeFailures,
      maxDelaySeconds: localLimits.signInBackoff.maxDelaySeconds,
    });
  });

  it('lets a few failures pass, then doubles the delay up to the cap, never further', () => {
    let now = 0;
    const settings = { freeFailures: 3, firstDelaySeconds: 2, maxDelaySeconds: 10, forgetAfterSeconds: 900 };
    const backoff = createSignInBackoff(settings, () => now);
    for (let i = 0; i < 3; i++) {
      expect(backoff.wait('a')).toBe(0);
      backoff.failed('a');
    }
    expect(backoff.wait('a')).toBe(0);
    const delays: number[] = [];
    for (let i = 0; i < 6; i++) {
      backoff.failed('a');
      delays.push(backoff.wait('a'));
      // Asking again while waiting changes nothing (refusals are not failures).
      expect(backoff.wait('a')).toBe(delays.at(-1));
      now += (delays.at(-1) ?? 0) * 1000;
      expect(backoff.wait('a')).toBe(0);
    }
    expect(delays).toEqual([2, 4, 8, 10, 10, 10]);
    // Another account is untouched; a right password clears the account.
    expect(backoff.wait('b')).toBe(0);
    backoff.failed('a');
    backoff.succeeded('a');
    expect(backoff.wait('a')).toBe(0);
  });

  it('forgets an account after a quiet spell', () => {
    let now = 0;
    const backoff = createSignInBackoff(
      { freeFailures: 0, firstDelaySeconds: 5, maxDelaySeconds: 60, forgetAfterSeconds: 100 },
      () => now,
    );
    backoff.failed('a');
    backoff.failed('a');
    expect(backoff.wait('a')).toBe(10);
    now += 101_000;
    expect(backoff.wait('a')).toBe(0);
    backoff.failed('a');
    expect(backoff.wait('a')).toBe(5);
  });
});
