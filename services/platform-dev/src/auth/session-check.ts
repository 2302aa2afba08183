// Whether an access token's session is still active. The answer is remembered for a few seconds, so a busy
// client does not cost a query per request; every revocation made by this server forgets all answers at
// once, so a logout or a detected token reuse takes effect on the next request. (A revocation made by
// another process sharing the database shows within the TTL.)
import { isSessionActive } from '../data/sessions.ts';
import type { Queryable } from '../db/database.ts';

export interface SessionCheck {
  isActive(sessionId: string, userId: string): Promise<boolean>;
  /** Call after revoking any session. */
  forgetAll(): void;
}

const MAX_ENTRIES = 10_000;

export function createSessionCheck(db: Queryable, ttlMs = 5_000, now: () => number = Date.now): SessionCheck {
  const active = new Map<string, { userId: string; until: number }>();
  return {
    async isActive(sessionId, userId) {
      const known = active.get(sessionId);
      if (known && known.userId === userId && known.until > now()) return true;
      const checkedAt = now();
      if (!(await isSessionActive(db, sessionId, userId))) return false;
      if (active.size >= MAX_ENTRIES) active.clear();
      active.set(sessionId, { userId, until: checkedAt + ttlMs });
      return true;
    },
    forgetAll: () => active.clear(),
  };
}
