export interface Crumb {
  name: string;
  /** Absent on the last crumb (the current page) and on folders without a page of their own. */
  url?: string;
}

/**
 * The breadcrumb trail of a guide: the section root first (e.g. "Guides"), then the folders between it and the
 * page (from the page tree), then the current page. A folder whose index is the page itself is not repeated;
 * the root's own page shows no trail (it would only name itself).
 */
export function guideBreadcrumbs(root: Crumb, folders: readonly Crumb[], page: Crumb): Crumb[] {
  if (page.url === root.url) return [];
  const between = folders.filter((folder) => folder.url !== page.url && folder.url !== root.url);
  return [root, ...between, { name: page.name }];
}
