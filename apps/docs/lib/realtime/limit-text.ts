import { realtimeLimitLabels, realtimePlans } from '@/data/realtime-limits';

const numberFormat = new Intl.NumberFormat('en-US');

/** One Realtime limit of one plan as text ("256 KB"); an unknown plan or limit throws, failing the build. */
export function realtimeLimitText(plan: string, limit: string): string {
  const found = realtimePlans.find((candidate) => candidate.id === plan);
  if (!found || !Object.hasOwn(found.limits, limit))
    throw new Error(`Unknown realtime limit "${plan}.${limit}"`);
  const id = limit as keyof typeof found.limits;
  return `${numberFormat.format(found.limits[id])} ${realtimeLimitLabels[id].unit}`;
}
