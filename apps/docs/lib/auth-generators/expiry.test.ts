import { describe, expect, it } from 'vitest';
import { APPLE_VALIDITY_OPTIONS, appleValiditySeconds, formatExpiry, jwtExpiry } from './expiry';

const now = new Date('2026-11-23T10:15:30.500Z');
const nowSeconds = Math.floor(now.getTime() / 1000);

describe('Apple validity', () => {
  it('offers nothing longer than 15,777,000 seconds, the maximum first', () => {
    expect(appleValiditySeconds('max')).toBe(15_777_000);
    expect(APPLE_VALIDITY_OPTIONS[0].id).toBe('max');
    for (const option of APPLE_VALIDITY_OPTIONS) expect(option.seconds).toBeLessThanOrEqual(15_777_000);
    expect(appleValiditySeconds('180d')).toBe(180 * 86_400);
  });
});

describe('jwtExpiry', () => {
  it('adds fixed spans to whole seconds', () => {
    expect(jwtExpiry('1h', now)).toEqual({ ok: true, exp: nowSeconds + 3600 });
    expect(jwtExpiry('30d', now)).toEqual({ ok: true, exp: nowSeconds + 30 * 86_400 });
  });

  it('adds calendar years', () => {
    expect(jwtExpiry('10y', now)).toEqual({ ok: true, exp: Date.parse('2036-11-23T10:15:30Z') / 1000 });
    const leap = new Date('2028-02-29T00:00:00Z');
    expect(jwtExpiry('1y', leap)).toEqual({ ok: true, exp: Date.parse('2029-03-01T00:00:00Z') / 1000 });
  });

  it('ends a chosen date at 23:59:59 UTC and refuses past, missing or impossible dates', () => {
    expect(jwtExpiry('date', now, '2027-01-31')).toEqual({
      ok: true,
      exp: Date.parse('2027-01-31T23:59:59Z') / 1000,
    });
    expect(jwtExpiry('date', now, '2026-11-22')).toEqual({
      ok: false,
      error: 'Choose a date in the future.',
    });
    expect(jwtExpiry('date', now, '')).toEqual({
      ok: false,
      error: 'Choose the date the token should expire on.',
    });
    expect(jwtExpiry('date', now, '2027-02-30')).toEqual({ ok: false, error: 'This date does not exist.' });
  });
});

describe('formatExpiry', () => {
  it('shows the date and time in UTC', () => {
    expect(formatExpiry(Date.parse('2027-05-24T04:05:30Z') / 1000)).toBe('24 May 2027 at 04:05 UTC');
  });
});
