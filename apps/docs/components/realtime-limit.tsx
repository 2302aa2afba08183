import {
  type RealtimeLimitId,
  type RealtimePlanId,
  realtimeLimitLabels,
  realtimePlans,
} from '@/data/realtime-limits';

const numberFormat = new Intl.NumberFormat('en-US');

export type RealtimeLimitProps = { plan: RealtimePlanId; limit: RealtimeLimitId };

/** One Realtime limit of one plan as inline text ("256 KB"), from data/realtime-limits.ts. */
export function RealtimeLimit({ plan, limit }: RealtimeLimitProps) {
  const found = realtimePlans.find((candidate) => candidate.id === plan);
  if (!found || !(limit in found.limits)) throw new Error(`Unknown realtime limit "${plan}.${limit}"`);
  return <>{`${numberFormat.format(found.limits[limit])} ${realtimeLimitLabels[limit].unit}`}</>;
}
