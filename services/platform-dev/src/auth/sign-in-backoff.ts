// A per-account brake on password guessing (the form and the password grant). After a few wrong passwords
// in a row, the account's next check waits a delay that doubles with each further failure, up to a short
// cap; a right password or a quiet spell clears it. Refused attempts are not counted, so nobody can push
// the delay past the cap: a victim waits at most that long, never for an unlock.
import localLimits from '@platform/facts/platform-dev-limits.json' with { type: 'json' };
import { z } from 'zod';

const backoffSchema = z.object({
  freeFailures: z.number().int().min(0),
  firstDelaySeconds: z.number().int().positive(),
  maxDelaySeconds: z.number().int().positive(),
  forgetAfterSeconds: z.number().int().positive(),
});
export type BackoffSettings = z.infer<typeof backoffSchema>;
export const signInBackoffSettings = backoffSchema.parse(localLimits.signInBackoff);

export interface SignInBackoff {
  /** 0 when the account may be checked now, else the seconds to wait. */
  wait(account: string): number;
  failed(account: string): void;
  succeeded(account: string): void;
}

const MAX_ACCOUNTS = 10_000;

export function createSignInBackoff(
  settings: BackoffSettings = signInBackoffSettings,
  now: () => number = Date.now,
): SignInBackoff {
  const accounts = new Map<string, { failures: number; lastAt: number; until: number }>();
  const current = (account: string) => {
    const entry = accounts.get(account);
    if (entry && now() - entry.lastAt > settings.forgetAfterSeconds * 1000) {
      accounts.delete(account);
      return undefined;
    }
    return entry;
  };
  return {
    wait(account) {
      const entry = current(account);
      return entry ? Math.max(0, Math.ceil((entry.until - now()) / 1000)) : 0;
    },
    failed(account) {
      const time = now();
      const entry = current(account) ?? { failures: 0, lastAt: time, until: 0 };
      entry.failures += 1;
      entry.lastAt = time;
      const over = entry.failures - settings.freeFailures;
      if (over > 0) {
        const delay = Math.min(settings.maxDelaySeconds, settings.firstDelaySeconds * 2 ** (over - 1));
        entry.until = time + delay * 1000;
      }
      if (accounts.size >= MAX_ACCOUNTS) accounts.clear();
      accounts.set(account, entry);
    },
    succeeded(account) {
      accounts.delete(account);
    },
  };
}
