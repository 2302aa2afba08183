// Token buckets with the numbers the auth rate-limit docs state (packages/platform-facts/auth-rate-limits.json):
// `burst` requests at once, refilled at `perHour` per hour. POST /auth/v1/token (`tokenRefresh`) and
// /auth/v1/verify (`verify`) are counted per IP; texts sent by /otp and /signup (`otp`) per project, which for
// this one-project server is one bucket for everybody.
import limits from '@platform/facts/auth-rate-limits.json' with { type: 'json' };
import localLimits from '@platform/facts/platform-dev-limits.json' with { type: 'json' };
import { z } from 'zod';
import { HttpError } from '../http/errors.ts';

const tokenRefreshSchema = z.object({
  perHour: z.number().int().positive(),
  burst: z.number().int().positive(),
  countedPer: z.literal('ip'),
});

export const tokenEndpointLimit = tokenRefreshSchema.parse(limits.tokenRefresh);
export const verifyEndpointLimit = tokenRefreshSchema.parse(limits.verify);

const otpSchema = z.object({ perHour: z.number().int().positive(), countedPer: z.literal('project') });
const { perHour: otpPerHour } = otpSchema.parse(limits.otp);
/** The hourly number is also the burst, as GoTrue's own SMS limiter has it. */
const smsSendLimit = { perHour: otpPerHour, burst: otpPerHour };
const requestWindowSchema = z.object({
  seconds: z.number().int().positive(),
  appliesTo: z.array(z.string()).refine((kinds) => kinds.includes('otp'), 'the window must apply to otp'),
});
/** A number may be texted again only this many seconds after the last text (`requestWindow`, `otp`). */
export const smsResendWindowSeconds = requestWindowSchema.parse(limits.requestWindow).seconds;

export interface RateLimiter {
  /** Takes one request from `key`'s bucket: 0 when allowed, else the seconds to wait before trying again. */
  take(key: string): number;
}

/** GoTrue's 429 for a request over a per-client (or per-factor, per-address) limit; nothing when allowed. */
export function refuseOverLimit(retryAfter: number): void {
  if (retryAfter > 0) {
    throw new HttpError(429, 'Request rate limit reached', { code: 'over_request_rate_limit', retryAfter });
  }
}

export function createRateLimiter(
  { perHour, burst }: { perHour: number; burst: number },
  now: () => number = Date.now,
): RateLimiter {
  const perMs = perHour / 3_600_000;
  const buckets = new Map<string, { tokens: number; at: number }>();

  return {
    take(key) {
      const time = now();
      const bucket = buckets.get(key) ?? { tokens: burst, at: time };
      bucket.tokens = Math.min(burst, bucket.tokens + (time - bucket.at) * perMs);
      bucket.at = time;
      if (buckets.size > 10_000) forgetFullBuckets(buckets, burst, time, perMs);
      buckets.set(key, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
    },
  };
}

/** A bucket that has refilled completely is the same as no bucket: drop those to bound memory. */
function forgetFullBuckets(
  buckets: Map<string, { tokens: number; at: number }>,
  burst: number,
  time: number,
  perMs: number,
) {
  for (const [key, bucket] of buckets) {
    if (bucket.tokens + (time - bucket.at) * perMs >= burst) buckets.delete(key);
  }
}

// Email flows, MFA and anonymous sign-ins, from the same file.
const builtInEmailSchema = z.object({
  defaultPerHour: z.number().int().positive(),
  countedPer: z.literal('project'),
});
const { defaultPerHour: emailsPerHour } = builtInEmailSchema.parse(limits.builtInEmail);
/**
 * Mails sent by /signup, /recover, /resend and PUT /user for the project: GoTrue's default (the platform may
 * set a lower number per project; see the docs' table). The hourly number is also the burst.
 */
export const emailSendLimit = { perHour: emailsPerHour, burst: emailsPerHour };
/** Codes and links requested at /otp, texted or mailed: one bucket for the project. */
export const otpSendLimit = smsSendLimit;
const emailWindowSchema = z.object({
  seconds: z.number().int().positive(),
  appliesTo: z
    .array(z.string())
    .refine(
      (kinds) => ['otp', 'signupConfirmation', 'passwordReset'].every((kind) => kinds.includes(kind)),
      'the window must apply to otp, signupConfirmation and passwordReset',
    ),
});
/** An address may ask for another mail of one kind only this many seconds after the last (`requestWindow`). */
export const emailRequestWindowSeconds = emailWindowSchema.parse(limits.requestWindow).seconds;
/** /factors/{id}/challenge and /factors/{id}/verify together, per IP. */
export const mfaEndpointLimit = tokenRefreshSchema.parse(limits.mfa);
/** Anonymous sign-ins (a /signup without email or phone), per IP. */
export const anonymousSignInLimit = tokenRefreshSchema.parse(limits.anonymousSignIns);

// Limits of platform-dev's own (packages/platform-facts/platform-dev-limits.json): they are not platform
// numbers, so they live apart from the docs' table.
const localLimitSchema = z.object({
  perHour: z.number().int().positive(),
  burst: z.number().int().positive(),
});
/** Texts per number per hour, on top of the resend window. */
export const smsPerNumberLimit = localLimitSchema.parse(localLimits.smsPerNumber);
/** Texts per client IP per hour, so one client cannot spend the project's whole allowance. */
export const smsPerClientLimit = localLimitSchema.parse(localLimits.smsPerClient);
/** TOTP verifications per factor, from every address together (issue 36). */
export const mfaVerifyPerFactorLimit = localLimitSchema.parse(localLimits.mfaVerifyPerFactor);
/** Mailed 6-digit codes tried per address, from every client together. */
export const emailCodePerAddressLimit = localLimitSchema.parse(localLimits.emailCodePerAddress);
/** Wrong mailed codes for an address before its live mails are void. */
export const emailCodeMaxWrong = z
  .object({ maxWrong: z.number().int().positive() })
  .parse(localLimits.emailCodeWrongTries).maxWrong;
/** PUT /user requests naming a new address, per client IP (the answer says whether it has an account). */
export const emailChangePerClientLimit = localLimitSchema.parse(localLimits.emailChangePerClient);
/** /otp requests with create_user false, per client IP, known address or not. */
export const otpWithoutSignUpPerClientLimit = localLimitSchema.parse(localLimits.otpWithoutSignUpPerClient);
