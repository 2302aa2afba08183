import type { SharedDataPath } from '@/data/shared-data';
import { sharedDataText } from '@/lib/shared-data';

export type SharedDataProps = {
  /** Dotted path into data/shared-data.ts, e.g. "auth.rateLimits.emailPerHour". */
  path: SharedDataPath | (string & {});
};

/** Inline text for one shared platform fact; an unknown path fails the build with the path in the message. */
export function SharedData({ path }: SharedDataProps) {
  return <>{sharedDataText(path)}</>;
}
