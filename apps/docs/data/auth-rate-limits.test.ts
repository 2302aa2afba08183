import facts from '@platform/facts/auth-rate-limits.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { sharedDataText } from '@/lib/shared-data';
import { authRateLimitRows, authRateLimits, authRateLimitsSchema, limitText } from './auth-rate-limits';
import { formatFactDate } from './fact-source';

describe('auth rate limits data', () => {
  it('has one table row for every entry of the platform facts, in a fixed order', () => {
    expect(authRateLimitRows().map((row) => row.id)).toEqual([
      'builtInEmail',
      'otp',
      'requestWindow',
      'verify',
      'tokenRefresh',
      'mfa',
      'anonymousSignIns',
    ]);
    expect(new Set(authRateLimitRows().map((row) => row.id))).toEqual(new Set(Object.keys(facts)));
  });

  it('fills every cell of every row', () => {
    for (const row of authRateLimitRows()) {
      for (const cell of [row.endpoints.join(''), row.limited, row.limit, row.countedPer]) {
        expect(cell.trim(), row.id).not.toBe('');
      }
    }
  });

  it('writes the limits of this era, from the facts', () => {
    const text = Object.fromEntries(authRateLimitRows().map((row) => [row.id, row.limit]));
    expect(text).toEqual({
      builtInEmail:
        '30 emails per hour by default; 4 per hour from 14 July 2023; from 21 October 2023, the value set for ' +
        'your project, which only a custom SMTP server lets you change',
      otp: '30 requests per hour',
      requestWindow: '1 request per 60 seconds',
      verify: '360 requests per hour, with bursts of up to 30',
      tokenRefresh: '1,800 requests per hour, with bursts of up to 30',
      mfa: '15 requests per hour, with bursts of up to 30',
      anonymousSignIns: '30 requests per hour, with bursts of up to 30',
    });
  });

  it('counts emails and OTP requests per project, the request window per user and the rest per IP (spec §9)', () => {
    const per = Object.fromEntries(authRateLimitRows().map((row) => [row.id, row.countedPer]));
    expect(per.builtInEmail).toMatch(/^Project/);
    expect(per.otp).toMatch(/^Project/);
    expect(per.requestWindow).toMatch(/^User/);
    for (const id of ['verify', 'tokenRefresh', 'mfa', 'anonymousSignIns'])
      expect(per[id]).toBe('IP address');
  });

  it('carries the two footnotes: /user only on an email change, anonymous only without email or phone', () => {
    const notes = authRateLimitRows().flatMap((row) => (row.footnote ? [[row.id, row.footnote]] : []));
    expect(notes).toHaveLength(2);
    const byId = Object.fromEntries(notes);
    expect(byId.builtInEmail.endpoint).toBe('/auth/v1/user');
    expect(byId.builtInEmail.text).toMatch(/only when .* changes the user's email/);
    expect(byId.anonymousSignIns.endpoint).toBe('/auth/v1/signup');
    expect(byId.anonymousSignIns.text).toMatch(/neither an email address nor a phone number/);
    // A footnote marks an endpoint of its own row.
    for (const row of authRateLimitRows()) {
      if (row.footnote) expect(row.endpoints).toContain(row.footnote.endpoint);
    }
  });

  it('builds the limit text from the numbers, so an edited number shows everywhere', () => {
    const edited = { ...authRateLimits, mfa: { ...authRateLimits.mfa, perHour: 2500, burst: 5 } };
    expect(limitText(edited, 'mfa')).toBe('2,500 requests per hour, with bursts of up to 5');
  });

  it('gives the shared-data values guides quote from the same facts', () => {
    expect(sharedDataText('auth.rateLimits.emailPerHour')).toBe(
      `${facts.builtInEmail.defaultPerHour} emails/hour`,
    );
    expect(sharedDataText('auth.rateLimits.emailPerHourSinceJuly2023')).toBe(
      `${facts.builtInEmail.reducedPerHour} emails/hour`,
    );
    expect(sharedDataText('auth.rateLimits.emailReducedOn')).toBe('14 July 2023');
    expect(sharedDataText('auth.rateLimits.emailConfigurableFrom')).toBe('21 October 2023');
    expect(sharedDataText('auth.rateLimits.requestWindow')).toBe(`${facts.requestWindow.seconds} seconds`);
  });

  it('rejects facts with a missing description or an unknown counting', () => {
    const { limited: _limited, ...withoutLimited } = facts.otp;
    expect(() => authRateLimitsSchema.parse({ ...facts, otp: withoutLimited })).toThrow();
    expect(() =>
      authRateLimitsSchema.parse({ ...facts, verify: { ...facts.verify, countedPer: 'planet' } }),
    ).toThrow();
    expect(() =>
      authRateLimitsSchema.parse({ ...facts, mfa: { ...facts.mfa, endpoints: ['factors/challenge'] } }),
    ).toThrow();
  });

  it('formats fact dates as calendar dates, whatever the time zone', () => {
    expect(formatFactDate('2023-07-14')).toBe('14 July 2023');
    expect(formatFactDate('2023-10-21')).toBe('21 October 2023');
  });
});
