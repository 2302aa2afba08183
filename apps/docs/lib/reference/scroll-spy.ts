import { PART_SEPARATOR } from './outline';

/**
 * Scroll-spy rules of the reference pages (CLI and supabase-js): a section counts as in view when it is fully
 * inside the viewport band that the root margin below describes — from 30% of the viewport height above the
 * top edge down to 35% above the bottom edge.
 */
export const SPY_THRESHOLD = 1;
export const SPY_ROOT_MARGIN = '30% 0% -35% 0px';
/** Sub-pixel layout can report a fully visible element at 0.999…; treat that as fully visible. */
export const SPY_RATIO_TOLERANCE = 0.01;

/**
 * Marks the element inside each entry's section that the observer watches (its heading block). The name
 * predates the supabase-js reference and is kept: the built pages and their browser tests carry it.
 */
export const SPY_TARGET_ATTRIBUTE = 'data-cli-spy-target';

/** A spied element that is currently fully in the band, with its distance from the viewport top. */
export interface SpyCandidate {
  id: string;
  top: number;
}

export interface SpyState {
  active: string | null;
  /** Set by a deep link: that section stays active until it leaves the band. */
  pinned: string | null;
}

/**
 * Decides which section is active. `visible` is in document order. A pinned section (from the URL fragment)
 * wins while it is still visible. Otherwise the first visible section whose top is on screen wins; when all
 * visible ones sit above the top edge (the band reaches 30% above it), the lowest of them wins. With nothing
 * visible the previous answer stands, so the menu does not flicker between two far-apart headings.
 */
export function nextSpyState(visible: readonly SpyCandidate[], state: SpyState): SpyState {
  if (state.pinned !== null && visible.some((candidate) => candidate.id === state.pinned)) {
    return { active: state.pinned, pinned: state.pinned };
  }
  const onScreen = visible.find((candidate) => candidate.top >= 0);
  const fallback = visible.at(-1);
  return { active: onScreen?.id ?? fallback?.id ?? state.active, pinned: null };
}

/**
 * The entry id named by a URL fragment, if it is one of `ids`: the entry itself (`#supabase-db-push`), or a
 * part or flag row inside its section (`#supabase-db-push--flags`, `#supabase-db-push--linked`), since entry
 * ids never hold two hyphens in a row (the part-anchor rule, lib/reference/outline).
 */
export function entryIdFromHash(hash: string, ids: ReadonlySet<string>): string | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  if (ids.has(id)) return id;
  const owner = id.split(PART_SEPARATOR)[0] ?? '';
  return id.includes(PART_SEPARATOR) && ids.has(owner) ? owner : null;
}
