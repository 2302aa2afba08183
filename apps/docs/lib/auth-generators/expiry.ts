/*
 * How long the generated tokens live. Apple refuses a client secret whose `exp` is more than 15,777,000
 * seconds (about 6 months) after the time of the request (Sign in with Apple, "Creating a client secret").
 */

export const APPLE_MAX_VALIDITY_SECONDS = 15_777_000;
const DAY = 86_400;

export const APPLE_VALIDITY_OPTIONS = [
  {
    id: 'max',
    label: 'About 6 months (the maximum)',
    seconds: APPLE_MAX_VALIDITY_SECONDS,
  },
  { id: '180d', label: '180 days', seconds: 180 * DAY },
  { id: '90d', label: '90 days', seconds: 90 * DAY },
  { id: '30d', label: '30 days', seconds: 30 * DAY },
] as const;

export type AppleValidityId = (typeof APPLE_VALIDITY_OPTIONS)[number]['id'];

export function appleValiditySeconds(id: AppleValidityId): number {
  return APPLE_VALIDITY_OPTIONS.find((option) => option.id === id)?.seconds ?? APPLE_MAX_VALIDITY_SECONDS;
}

/** JWT lifetimes: fixed spans, calendar years, or a date the reader picks. */
export const JWT_EXPIRY_OPTIONS = [
  { id: '1h', label: '1 hour', seconds: 3_600 },
  { id: '1d', label: '1 day', seconds: DAY },
  { id: '7d', label: '7 days', seconds: 7 * DAY },
  { id: '30d', label: '30 days', seconds: 30 * DAY },
  { id: '1y', label: '1 year', years: 1 },
  { id: '5y', label: '5 years', years: 5 },
  { id: '10y', label: '10 years', years: 10 },
  { id: 'date', label: 'On a date…' },
] as const;

export type JwtExpiryId = (typeof JWT_EXPIRY_OPTIONS)[number]['id'];

export type ExpiryResult = { ok: true; exp: number } | { ok: false; error: string };

/** Whole seconds since the epoch, as JWT `iat`/`exp` use. */
export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The `exp` for a choice made at `now`. Years are calendar years in UTC (29 February rolls to 1 March); a
 * date (`YYYY-MM-DD` from a date input) means the end of that day in UTC and must be after `now`.
 */
export function jwtExpiry(choice: JwtExpiryId, now: Date, date = ''): ExpiryResult {
  const option = JWT_EXPIRY_OPTIONS.find((candidate) => candidate.id === choice);
  if (option && 'seconds' in option) return { ok: true, exp: epochSeconds(now) + option.seconds };
  if (option && 'years' in option) {
    const later = new Date(now.getTime());
    later.setUTCFullYear(later.getUTCFullYear() + option.years);
    return { ok: true, exp: epochSeconds(later) };
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return { ok: false, error: 'Choose the date the token should expire on.' };
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const end = new Date(Date.UTC(year, month - 1, day, 23, 59, 59));
  if (end.getUTCMonth() !== month - 1 || end.getUTCDate() !== day) {
    return { ok: false, error: 'This date does not exist.' };
  }
  if (end.getTime() <= now.getTime()) return { ok: false, error: 'Choose a date in the future.' };
  return { ok: true, exp: epochSeconds(end) };
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** An `exp` as readers see it, e.g. "23 May 2027 at 14:02 UTC". */
export function formatExpiry(exp: number): string {
  return `${dateFormat.format(new Date(exp * 1000))} UTC`;
}
