// The short form of the extracted Auth data that platform-dev's tests keep a copy of: each code's statuses, without
// the call sites. errors.test.ts in the docs checks the copy against the full data.

/**
 * @param {{ source: { commit: string, commitDate: string }, codes: Record<string, { status: number }[]> }} data
 * @returns {{ source: string, commit: string, commitDate: string, statuses: Record<string, number[]> }}
 */
export function statusSummary(data) {
  return {
    source: 'apps/docs/data/errors/generated/auth-error-statuses.json',
    commit: data.source.commit,
    commitDate: data.source.commitDate,
    statuses: Object.fromEntries(
      Object.entries(data.codes).map(([code, sites]) => [
        code,
        [...new Set(sites.map((site) => site.status))].sort((a, b) => a - b),
      ]),
    ),
  };
}
