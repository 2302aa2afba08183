/** The command that builds the site and its search index (the dev server serves the last index it built). */
const BUILD_COMMAND = 'npm run build -w apps/docs';

/**
 * What the search dialog says when the index cannot be loaded. Under `npm run dev` that means no build has
 * produced an index yet (or it was built after the dev server started), so it says exactly what to run.
 */
export function searchUnavailableMessage(nodeEnv: string | undefined): string {
  if (nodeEnv === 'development') {
    return `Search has no index in the dev server. Run \`${BUILD_COMMAND}\` once, then restart \`npm run dev\`: it serves the index of the last build.`;
  }
  return 'Search could not load its index. Check your connection and try again.';
}
