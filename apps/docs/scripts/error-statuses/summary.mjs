// The short form of the extracted Auth data that platform-dev's tests keep a copy of: each code's statuses, and
// its statuses by route, without the call sites. errors.test.ts in the docs checks the copy against the full data.

/**
 * @param {{ source: { commit: string, commitDate: string }, codes: Record<string, { status: number, endpoints: string[] }[]> }} data
 * @returns {{ source: string, commit: string, commitDate: string, codes: Record<string, { statuses: number[], byRoute: Record<string, number[]> }> }}
 */
export function statusSummary(data) {
  const sorted = (/** @type {Iterable<number>} */ statuses) => [...new Set(statuses)].sort((a, b) => a - b);
  return {
    source: 'apps/docs/data/errors/generated/auth-error-statuses.json',
    commit: data.source.commit,
    commitDate: data.source.commitDate,
    codes: Object.fromEntries(
      Object.entries(data.codes).map(([code, sites]) => {
        /** @type {Map<string, number[]>} */
        const byRoute = new Map();
        for (const site of sites) {
          for (const route of site.endpoints)
            byRoute.set(route, [...(byRoute.get(route) ?? []), site.status]);
        }
        const routes = [...byRoute].sort(([a], [b]) => a.localeCompare(b));
        return [
          code,
          {
            statuses: sorted(sites.map((site) => site.status)),
            byRoute: Object.fromEntries(routes.map(([route, statuses]) => [route, sorted(statuses)])),
          },
        ];
      }),
    ),
  };
}
