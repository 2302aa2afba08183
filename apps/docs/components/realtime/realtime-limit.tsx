import type { RealtimeLimitId, RealtimePlanId } from '@/data/realtime-limits';
import { realtimeLimitText } from '@/lib/realtime/limit-text';

export type RealtimeLimitProps = { plan: RealtimePlanId; limit: RealtimeLimitId };

/** One Realtime limit of one plan as inline text ("256 KB"), from data/realtime-limits.ts. */
export function RealtimeLimit({ plan, limit }: RealtimeLimitProps) {
  return <>{realtimeLimitText(plan, limit)}</>;
}
