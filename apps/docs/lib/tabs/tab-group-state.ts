/**
 * Tab groups remember the reader's choice (e.g. "Next.js" over "SvelteKit") across pages and shared links.
 * Precedence: a valid value in the URL, then a valid stored value, then the group's default.
 */

/** The repeated query parameter listing which groups the URL carries. */
const QUERY_GROUPS_PARAM = 'queryGroups';

/**
 * A tab list's sticky offset where --header-height is unset; otherwise the list sticks at the header's own
 * height (components/tabs/tab-group.tsx).
 */
export const TAB_LIST_STICKY_OFFSET_PX = 100;

/** How long after a stored choice is applied before re-aligning the page to its #fragment. */
export const TAB_RESTORE_DELAY_MS = 300;

export function tabStorageKey(group: string): string {
  return `docs-tab-group:${group}`;
}

function valid(value: string | null | undefined, ids: readonly string[]): string | undefined {
  return value != null && ids.includes(value) ? value : undefined;
}

/** The tab named for this group in a query string, if it is one of the group's tabs. */
export function readTabFromSearch(search: string, group: string, ids: readonly string[]): string | undefined {
  return valid(new URLSearchParams(search).get(group), ids);
}

export function resolveTab(options: {
  ids: readonly string[];
  defaultId?: string;
  fromUrl?: string | null;
  fromStorage?: string | null;
}): string | undefined {
  const { ids, defaultId, fromUrl, fromStorage } = options;
  return valid(fromUrl, ids) ?? valid(fromStorage, ids) ?? valid(defaultId, ids) ?? ids[0];
}

/**
 * The query string after choosing `id` in `group`: the group's parameter is set and the group is listed once
 * in the repeated `queryGroups` parameter. Other parameters keep their order.
 */
export function writeTabToSearch(search: string, group: string, id: string): string {
  const params = new URLSearchParams(search);
  params.set(group, id);
  if (!params.getAll(QUERY_GROUPS_PARAM).includes(group)) params.append(QUERY_GROUPS_PARAM, group);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
